import { ACCESS_READS_ORDER_BY, type AccessReadsOrderBy } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGridSort } from '@/components/data-grid/data-grid-sort.tsx';

export interface AccessControlSortProps {
  orderBy: AccessReadsOrderBy;
  reverse: boolean;
  /** reverse undefined: the new column's own default direction. */
  onChange: (sort: { orderBy: AccessReadsOrderBy; reverse?: boolean }) => void;
}

/** The spec's nine sort options (spec 002 §2) and the direction; default Time descending. */
export function AccessControlSort({ orderBy, reverse, onChange }: AccessControlSortProps) {
  const { t } = useTranslation();
  return (
    <DataGridSort
      options={ACCESS_READS_ORDER_BY}
      optionLabel={(option) => t(`accessControl.columns.${option}`)}
      labels={{
        sortBy: t('accessControl.filters.sortBy'),
        sortDirection: t('accessControl.filters.sortDirection'),
        ascending: t('accessControl.filters.ascending'),
        descending: t('accessControl.filters.descending'),
      }}
      orderBy={orderBy}
      reverse={reverse}
      onOrderByChange={(next) => onChange({ orderBy: next, reverse: undefined })}
      onReverseChange={(next) => onChange({ orderBy, reverse: next })}
      fullWidth
    />
  );
}
