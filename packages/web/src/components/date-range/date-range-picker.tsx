import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/date-range');

/** A calendar date as it travels and sits in the address: 2026-11-21. */
export const CALENDAR_DATE_FORMAT = 'YYYY-MM-DD';
const DISPLAY_FORMAT = 'MM/DD/YYYY';

export interface DateRangeValue<O extends string> {
  option: O;
  start: string;
  end: string;
}

export interface DateRangePickerProps<O extends string> {
  options: readonly O[];
  /** The option whose dates the user types; the others are worked out by `resolve`. */
  customOption: O;
  optionLabel: (option: O) => string;
  /** The dates a named option stands for today. */
  resolve: (option: O) => { start: string; end: string };
  value: DateRangeValue<O>;
  /** Called only with a usable range: the start before the end. */
  onChange: (value: DateRangeValue<O>) => void;
  minDate?: string;
  maxDate?: string;
}

/** A range is applied only when its start comes before its end (spec 002 §9 date ranges). */
export function isApplicableRange(start: string, end: string): boolean {
  const from = dayjs(start, CALENDAR_DATE_FORMAT, true);
  const to = dayjs(end, CALENDAR_DATE_FORMAT, true);
  return from.isValid() && to.isValid() && from.isBefore(to, 'day');
}

/**
 * A named range (Last 90 days, Current week, …) or Custom with two dates. A custom range waits,
 * marked, until its start is before its end; only then is it handed on.
 */
export function DateRangePicker<O extends string>({
  options,
  customOption,
  optionLabel,
  resolve,
  value,
  onChange,
  minDate,
  maxDate,
}: DateRangePickerProps<O>) {
  const { t } = useTranslation();
  // What the user is typing; the applied range stays in `value` until the draft is usable.
  const [draft, setDraft] = useState<{ start: string; end: string } | null>(null);
  const custom = value.option === customOption || draft !== null;
  const start = draft?.start ?? value.start;
  const end = draft?.end ?? value.end;
  const invalid = custom && !isApplicableRange(start, end);

  const choose = (option: O) => {
    if (option === customOption) {
      setDraft({ start: value.start, end: value.end });
      return;
    }
    setDraft(null);
    onChange({ option, ...resolve(option) });
  };

  const pick = (edge: 'start' | 'end') => (next: Dayjs | null) => {
    const text = next?.isValid() ? next.format(CALENDAR_DATE_FORMAT) : '';
    const range = { start, end, [edge]: text };
    if (isApplicableRange(range.start, range.end)) {
      setDraft(null);
      onChange({ option: customOption, ...range });
    } else {
      setDraft(range);
    }
  };

  const bounds = {
    minDate: minDate ? dayjs(minDate) : undefined,
    maxDate: maxDate ? dayjs(maxDate) : undefined,
  };
  const field = (label: string, date: string, edge: 'start' | 'end', error: boolean) => (
    <DatePicker
      {...bounds}
      label={label}
      format={DISPLAY_FORMAT}
      value={date ? dayjs(date) : null}
      onChange={pick(edge)}
      slotProps={{
        textField: {
          size: 'small',
          error,
          helperText: error ? t('dateRange.startBeforeEnd') : undefined,
          sx: { minWidth: 160 },
        },
      }}
    />
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        size="small"
        label={t('dateRange.label')}
        value={custom ? customOption : value.option}
        onChange={(event) => choose(event.target.value as O)}
        sx={{ minWidth: 200 }}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      {custom && (
        <>
          {field(t('dateRange.start'), start, 'start', invalid)}
          {field(t('dateRange.end'), end, 'end', false)}
        </>
      )}
    </Stack>
  );
}
