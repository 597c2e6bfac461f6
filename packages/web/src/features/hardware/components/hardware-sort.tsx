import { READER_ORDER_BY, type ReaderOrderBy } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGridSort } from '@/components/data-grid/data-grid-sort.tsx';

export interface HardwareSortProps {
  orderBy: ReaderOrderBy;
  reverse: boolean;
  onChange: (orderBy: ReaderOrderBy, reverse: boolean) => void;
}

/** The sort options of spec 002 §2 (default Zone, ascending), each either way. */
export function HardwareSort({ orderBy, reverse, onChange }: HardwareSortProps) {
  const { t } = useTranslation();
  return (
    <DataGridSort
      options={READER_ORDER_BY}
      optionLabel={(option) => t(`hardware.sort.${option}`)}
      labels={{
        sortBy: t('hardware.filters.sortBy'),
        sortDirection: t('hardware.filters.sortDirection'),
        ascending: t('hardware.filters.ascending'),
        descending: t('hardware.filters.descending'),
      }}
      orderBy={orderBy}
      reverse={reverse}
      // A new field keeps the chosen direction.
      onOrderByChange={(next) => onChange(next, reverse)}
      onReverseChange={(next) => onChange(orderBy, next)}
      sx={{ alignItems: 'center' }}
      fieldSx={{ minWidth: 170 }}
    />
  );
}
