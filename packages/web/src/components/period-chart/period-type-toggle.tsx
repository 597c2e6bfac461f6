import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/period-chart');

export interface PeriodTypeToggleProps<P extends string> {
  periodTypes: readonly P[];
  value: P;
  onChange: (periodType: P) => void;
  label: (periodType: P) => string;
}

/** Daily / Weekly / Monthly / Yearly / Overall (spec 002 §9); one is always chosen. */
export function PeriodTypeToggle<P extends string>({
  periodTypes,
  value,
  onChange,
  label,
}: PeriodTypeToggleProps<P>) {
  const { t } = useTranslation();
  // On a phone the five choices share the width rather than scroll out of sight.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      aria-label={t('periodChart.periodType')}
      onChange={(_event, next: P | null) => {
        if (next !== null && next !== value) onChange(next);
      }}
      fullWidth={phone}
      sx={{ maxWidth: '100%' }}
    >
      {periodTypes.map((periodType) => (
        <ToggleButton
          key={periodType}
          value={periodType}
          sx={{
            px: phone ? 0.5 : 1.5,
            whiteSpace: 'nowrap',
            fontSize: phone ? '0.8rem' : undefined,
          }}
        >
          {label(periodType)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
