import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { RealtimeArea } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../realtime-order.ts';

export interface RealtimeAreasListProps {
  areas: readonly RealtimeArea[];
  busy: boolean;
  onCreate: () => void;
  onEdit: (area: RealtimeArea) => void;
  onDelete: (area: RealtimeArea) => void;
  /** Every area id in the new order. */
  onReorder: (ids: number[]) => void;
}

/** The areas in their tab order: drag a row or use the arrows to reorder; edit or delete. */
export function RealtimeAreasList({
  areas,
  busy,
  onCreate,
  onEdit,
  onDelete,
  onReorder,
}: RealtimeAreasListProps) {
  const { t } = useTranslation();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const ids = areas.map((area) => area.realtimeAreaId);
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    onReorder(moveItem(ids, from, to));
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="realtime-areas-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}
      >
        <Box>
          <Typography id="realtime-areas-title" component="h2" variant="h6">
            {t('realtime.configuration.areas')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('realtime.configuration.areasHint')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onCreate}
          sx={{ flexShrink: 0 }}
        >
          {t('realtime.configuration.addArea')}
        </Button>
      </Stack>
      {areas.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>
          {t('realtime.configuration.noAreas')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {areas.map((area, index) => (
            <Box
              component="li"
              key={area.realtimeAreaId}
              draggable={!busy}
              onDragStart={(event) => {
                setDragIndex(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragIndex !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragIndex !== null) move(dragIndex, index);
                setDragIndex(null);
              }}
              onDragEnd={() => setDragIndex(null)}
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'center',
                gap: 1.5,
                p: 1,
                border: 1,
                borderColor: dragIndex === index ? 'primary.main' : 'divider',
                borderRadius: 1.5,
                bgcolor: 'background.paper',
                opacity: dragIndex === index ? 0.6 : 1,
              }}
            >
              <DragIndicatorIcon
                aria-hidden
                sx={{
                  color: 'text.disabled',
                  cursor: 'grab',
                  display: { xs: 'none', sm: 'block' },
                }}
              />
              <Box
                component="img"
                src={area.image.url}
                alt=""
                sx={{
                  width: 72,
                  height: 50,
                  objectFit: 'cover',
                  borderRadius: 1,
                  flexShrink: 0,
                  bgcolor: 'grey.100',
                }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {area.realtimeAreaName}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                  {t(`realtime.configuration.placement.${area.image.desktopPlacement}`)} ·{' '}
                  {t('realtime.editor.pinCount', { count: area.zones.length })}
                </Typography>
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'flex-end',
                  flexBasis: { xs: '100%', sm: 'auto' },
                }}
              >
                <IconButton
                  aria-label={t('realtime.configuration.moveUp', { name: area.realtimeAreaName })}
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('realtime.configuration.moveDown', { name: area.realtimeAreaName })}
                  disabled={busy || index === areas.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('realtime.configuration.edit', { name: area.realtimeAreaName })}
                  onClick={() => onEdit(area)}
                >
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton
                  aria-label={t('realtime.configuration.delete', { name: area.realtimeAreaName })}
                  color="error"
                  onClick={() => onDelete(area)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
