import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AddIcon from '@mui/icons-material/Add';
import { createLink } from '@tanstack/react-router';
import type { ZoneNode } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { visibleRows } from '../zones-format.ts';
import { ZonesStatusChips } from './zones-status-chips.tsx';

const ZoneLink = createLink(Link);

export interface ZonesTreeListProps {
  projectId: number;
  roots: readonly ZoneNode[];
  showArchived: boolean;
  onEdit: (zone: ZoneNode) => void;
  onAddChild: (zone: ZoneNode) => void;
  /** The zone just added: marked in the tree, so the user sees where it went. */
  selectedId?: number | null;
}

/** The zone tree (spec 002 §2 "Zone list as a tree"): each zone opens its detail. */
export function ZonesTreeList({
  projectId,
  roots,
  showArchived,
  onEdit,
  onAddChild,
  selectedId = null,
}: ZonesTreeListProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const rows = visibleRows(roots, { showArchived, collapsed });
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <List aria-label={t('zones.treeLabel')} disablePadding>
        {rows.map(({ zone, depth, hasChildren }) => {
          const open = !collapsed.has(zone.ProjectZoneId);
          return (
            <ListItem
              key={zone.ProjectZoneId}
              divider
              aria-current={zone.ProjectZoneId === selectedId ? 'true' : undefined}
              sx={{
                pl: { xs: 1 + depth * 2, sm: 1.5 + depth * 3.5 },
                pr: 1,
                py: 0.75,
                gap: 1,
                ...(zone.ProjectZoneId === selectedId && {
                  bgcolor: 'action.selected',
                  boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                }),
              }}
            >
              <IconButton
                size="small"
                onClick={() => toggle(zone.ProjectZoneId)}
                aria-label={t(open ? 'zones.collapse' : 'zones.expand', { name: zone.ZoneName })}
                aria-expanded={open}
                sx={{ visibility: hasChildren ? 'visible' : 'hidden' }}
              >
                {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
              </IconButton>
              <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
                >
                  <ZoneLink
                    to="/project/$id/zones/$zoneId/access"
                    params={{ id: String(projectId), zoneId: String(zone.ProjectZoneId) }}
                    underline="hover"
                    sx={{ fontWeight: 600, color: zone.IsArchived ? 'text.secondary' : undefined }}
                  >
                    {zone.ZoneName}
                  </ZoneLink>
                  <ZonesStatusChips
                    status={zone.defaultAuthorizationStatus}
                    entrance={zone.isSiteEntranceExit}
                    archived={zone.IsArchived}
                  />
                </Stack>
                {zone.zoneDescription && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                    {zone.zoneDescription}
                  </Typography>
                )}
              </Stack>
              {!zone.IsArchived && (
                <Stack direction="row">
                  <Tooltip title={t('zones.addSubZone')}>
                    <IconButton
                      size="small"
                      onClick={() => onAddChild(zone)}
                      aria-label={`${t('zones.addSubZone')}: ${zone.ZoneName}`}
                    >
                      <AddIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('zones.edit')}>
                    <IconButton
                      size="small"
                      onClick={() => onEdit(zone)}
                      aria-label={`${t('zones.edit')}: ${zone.ZoneName}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
