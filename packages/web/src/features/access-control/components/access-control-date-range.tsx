import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/es';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localMinuteIn, pickedMinute } from '../access-control-search.ts';

export interface AccessControlDateRangeProps {
  timeZoneId: string;
  /** Project-local minutes (LOCAL_MINUTE_FORMAT). */
  start: string;
  end: string;
  onChange: (range: { start?: string; end?: string }) => void;
}

const FORMAT = 'MM/DD/YYYY hh:mm a';

/**
 * The date pickers (MUI X, ~40 KiB gzip with their adapter) are fetched after the page shows:
 * access-control-filters.tsx loads this module lazily, with a placeholder of the same size.
 *
 * Start and end on the project's clock, to the minute (spec 002 §2). Picking a day takes the
 * whole day; see pickedMinute. An end before the start is said under the end field and not asked for.
 */
export function AccessControlDateRange({
  timeZoneId,
  start,
  end,
  onChange,
}: AccessControlDateRangeProps) {
  const { t, i18n } = useTranslation();
  const startValue = localMinuteIn(start, timeZoneId);
  const endValue = localMinuteIn(end, timeZoneId);
  const endBeforeStart = endValue.isBefore(startValue);
  const pick = (edge: 'start' | 'end', previous: Dayjs) => (next: Dayjs | null) => {
    if (!next?.isValid()) return;
    onChange({ [edge]: pickedMinute(previous, next, edge, timeZoneId) });
  };
  const common = {
    timezone: timeZoneId,
    format: FORMAT,
    timeSteps: { minutes: 1 },
    slotProps: { textField: { size: 'small' as const, fullWidth: true } },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={i18n.language.startsWith('es') ? 'es' : 'en'}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateTimePicker
          {...common}
          label={t('accessControl.filters.start')}
          value={startValue}
          onChange={pick('start', startValue)}
        />
        <DateTimePicker
          {...common}
          label={t('accessControl.filters.end')}
          value={endValue}
          minDateTime={startValue}
          onChange={pick('end', endValue)}
          slotProps={{
            textField: {
              ...common.slotProps.textField,
              // Said in words under the field, not only a red outline.
              error: endBeforeStart || undefined,
              helperText: endBeforeStart ? t('accessControl.filters.endBeforeStart') : undefined,
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}

/** The module's one component as its default export, for React.lazy. */
