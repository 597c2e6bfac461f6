import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field/search-field.tsx';

export interface AccessControlSearchFieldProps {
  /** The search in effect (from the address). */
  value: string | undefined;
  /** Called with text of 3+ characters, or undefined when the box is emptied (spec 002 §5). */
  onSearch: (search: string | undefined) => void;
}

/** Worker name, tag or company. One or two characters change nothing; empty clears it. */
export function AccessControlSearchField({ value, onSearch }: AccessControlSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      label={t('accessControl.filters.search')}
      hint={t('accessControl.filters.searchHint')}
      clearLabel={t('accessControl.filters.clearSearch')}
    />
  );
}
