import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Company, ProjectCompany } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useCompanySearch } from '../api/search-companies.ts';
import { useProjectCompanySearch } from '../api/search-project-companies.ts';

/** The typed text, settled: the autocomplete asks once typing pauses. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), ms);
    return () => window.clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

interface SearchProps<T extends Company> {
  value: T | null;
  onChange: (company: T | null) => void;
  disabled?: boolean;
  label?: string;
}

function CompanyAutocomplete<T extends Company>({
  value,
  onChange,
  disabled,
  label,
  options,
  loading,
  input,
  onInput,
}: SearchProps<T> & {
  options: readonly T[];
  loading: boolean;
  input: string;
  onInput: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(a, b) => a.CompanyId === b.CompanyId}
      inputValue={input}
      onInputChange={(_event, text) => onInput(text)}
      onChange={(_event, company) => onChange(company)}
      noOptionsText={
        input.trim().length >= 2
          ? t('contractManagement.form.noCompanies')
          : t('contractManagement.form.companyHelp')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('contractManagement.form.company')}
          helperText={t('contractManagement.form.companyHelp')}
        />
      )}
    />
  );
}

/** spec 002 §7 `company/companies-by-project`: the add page's company, flagged per project. */
export function ContractsProjectCompanySearch({
  projectId,
  ...props
}: SearchProps<ProjectCompany> & { projectId: number }) {
  const [input, setInput] = useState(props.value?.Name ?? '');
  const search = useProjectCompanySearch(projectId, useSettled(input));
  return (
    <CompanyAutocomplete
      {...props}
      options={search.data ?? []}
      loading={search.isFetching}
      input={input}
      onInput={setInput}
    />
  );
}

/**
 * spec 002 §7 `company/companies`: the assign-placeholder list (the server leaves out empty and
 * "#" names, spec 002 §5).
 */
export function ContractsCompanySearch(props: SearchProps<Company>) {
  const [input, setInput] = useState(props.value?.Name ?? '');
  const search = useCompanySearch(useSettled(input));
  return (
    <CompanyAutocomplete
      {...props}
      options={search.data ?? []}
      loading={search.isFetching}
      input={input}
      onInput={setInput}
    />
  );
}
