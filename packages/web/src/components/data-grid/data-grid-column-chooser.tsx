import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

/** Which columns show, and their order (the keyboard's way to reorder). */
export function DataGridColumnChooser<T>({
  table,
  reorder,
}: {
  table: Table<T>;
  reorder: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const columns = table.getAllLeafColumns();
  const order = columns.map((column) => column.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(index + by, 0, id);
    table.setColumnOrder(next);
  };
  return (
    <>
      <Tooltip title={t('dataGrid.columnChooser')}>
        <IconButton
          aria-label={t('dataGrid.columnChooser')}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('dataGrid.columnChooser') } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {t('dataGrid.columnChooser')}
        </Typography>
        <List dense sx={{ minWidth: 260, maxHeight: 420, overflowY: 'auto' }}>
          {columns.map((column, index) => {
            const label = String(column.columnDef.header ?? column.id);
            return (
              <ListItem
                key={column.id}
                secondaryAction={
                  reorder && (
                    <>
                      <IconButton
                        size="small"
                        aria-label={t('dataGrid.moveLeft', { column: label })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpwardIcon fontSize="inherit" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('dataGrid.moveRight', { column: label })}
                        disabled={index === columns.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownwardIcon fontSize="inherit" />
                      </IconButton>
                    </>
                  )
                }
              >
                <Checkbox
                  size="small"
                  edge="start"
                  checked={column.getIsVisible()}
                  disabled={!column.getCanHide()}
                  onChange={(_event, checked) => column.toggleVisibility(checked)}
                  slotProps={{ input: { 'aria-label': label } }}
                />
                <ListItemText primary={label} />
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </>
  );
}
