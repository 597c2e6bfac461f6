import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Column } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

/** A header's menu: group by the column (or stop), hide it. */
export function DataGridColumnMenu<T>({ column, header }: { column: Column<T>; header: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const items = [
    column.getCanGroup() && (
      <MenuItem
        key="group"
        onClick={() => {
          column.toggleGrouping();
          close();
        }}
      >
        {column.getIsGrouped() ? t('dataGrid.ungroup') : t('dataGrid.groupBy')}
      </MenuItem>
    ),
    column.getCanHide() && (
      <MenuItem
        key="hide"
        onClick={() => {
          column.toggleVisibility(false);
          close();
        }}
      >
        {t('dataGrid.hideColumn')}
      </MenuItem>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('dataGrid.columnMenu', { column: header })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.25 }}
      >
        <MoreVertIcon sx={{ fontSize: 16 }} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items}
      </Menu>
    </>
  );
}
