import { useState } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import SpaceBarIcon from '@mui/icons-material/SpaceBar';
import type { Table } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGridColumnChooser } from './data-grid-column-chooser.tsx';
import type { DataGridExportFormat } from './data-grid-export.ts';
import type { DataGridFeatures } from './data-grid-types.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

export interface DataGridToolbarProps<T> {
  table: Table<T>;
  features: DataGridFeatures;
  onEqualSpacing: () => void;
  onReset: () => void;
  onExport: (format: DataGridExportFormat) => void;
}

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon: ReactElement;
}) {
  // A disabled button gets no hover events: the span keeps its tooltip.
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** spec 001 §2: chooser, equally space columns, reset layout, collapse or expand all, export. */
export function DataGridToolbar<T>(props: DataGridToolbarProps<T>) {
  const { table, features } = props;
  const { t } = useTranslation();
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const grouping = table.getState().grouping;
  const grouped = grouping.length > 0;
  const exportAs = (format: DataGridExportFormat) => {
    setExportAnchor(null);
    props.onExport(format);
  };
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('dataGrid.toolbar')}
      sx={{
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      {grouped && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dataGrid.groupedBy')}
          </Typography>
          {grouping.map((id) => {
            const column = table.getColumn(id);
            const label = String(column?.columnDef.header ?? id);
            return (
              <Chip
                key={id}
                size="small"
                label={label}
                onDelete={() => column?.toggleGrouping()}
                slotProps={{ root: { 'aria-label': t('dataGrid.groupChip', { column: label }) } }}
              />
            );
          })}
        </Stack>
      )}
      <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center' }}>
        {features.grouping && (
          <>
            <ToolButton
              label={t('dataGrid.expandAll')}
              disabled={!grouped}
              onClick={() => table.toggleAllRowsExpanded(true)}
              icon={<UnfoldMoreIcon fontSize="small" />}
            />
            <ToolButton
              label={t('dataGrid.collapseAll')}
              disabled={!grouped}
              onClick={() => table.toggleAllRowsExpanded(false)}
              icon={<UnfoldLessIcon fontSize="small" />}
            />
          </>
        )}
        {features.resize && (
          <ToolButton
            label={t('dataGrid.equalSpacing')}
            onClick={props.onEqualSpacing}
            icon={<SpaceBarIcon fontSize="small" />}
          />
        )}
        <ToolButton
          label={t('dataGrid.resetLayout')}
          onClick={props.onReset}
          icon={<RestartAltIcon fontSize="small" />}
        />
        {features.columnChooser && (
          <DataGridColumnChooser table={table} reorder={features.reorder} />
        )}
        {features.export && (
          <>
            <Tooltip title={t('dataGrid.export')}>
              <IconButton
                aria-label={t('dataGrid.export')}
                aria-haspopup="menu"
                onClick={(event) => setExportAnchor(event.currentTarget)}
              >
                <FileDownloadIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Menu
              anchorEl={exportAnchor}
              open={exportAnchor !== null}
              onClose={() => setExportAnchor(null)}
            >
              <MenuItem onClick={() => exportAs('xlsx')}>{t('dataGrid.exportExcel')}</MenuItem>
              <MenuItem onClick={() => exportAs('csv')}>{t('dataGrid.exportCsv')}</MenuItem>
            </Menu>
          </>
        )}
      </Stack>
    </Stack>
  );
}
