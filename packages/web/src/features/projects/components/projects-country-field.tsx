import TextField from '@mui/material/TextField';
import { PHONE_COUNTRIES } from '@siteline/shared/common/phone';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProjectsCountryFieldProps {
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
  /** The server's refusal, if any. */
  error?: string;
}

/** The countries by their name in the page's language ("España" in Spanish), for the picker. */
function countries(language: string): [string, string][] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return PHONE_COUNTRIES.map((code) => [code, names?.of(code) ?? code] as [string, string]).sort(
    (a, b) => a[1].localeCompare(b[1], language),
  );
}

/**
 * The project's country (docs/domain.md "Project"): the default of every phone number typed on
 * it. A native select: 245 countries open at once on a phone, and typing a letter jumps to them.
 */
export function ProjectsCountryField(props: ProjectsCountryFieldProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countries(i18n.language), [i18n.language]);
  return (
    <TextField
      select
      label={t('projects.settings.country')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required
      disabled={props.disabled}
      error={props.error !== undefined}
      helperText={props.error ?? t('projects.settings.countryHelp')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('projects.settings.countryChoose')}
      </option>
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
