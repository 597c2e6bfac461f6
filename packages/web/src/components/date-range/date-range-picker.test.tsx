import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { renderWithProviders } from '@/test/render.tsx';
import { DateRangePicker, isApplicableRange, type DateRangeValue } from './date-range-picker.tsx';

const OPTIONS = ['Last 90 days', 'Current week', 'Custom'] as const;
type Option = (typeof OPTIONS)[number];

function renderPicker(value: DateRangeValue<Option>) {
  const onChange = vi.fn();
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        options={OPTIONS}
        customOption="Custom"
        optionLabel={(o) => o}
        resolve={(o) =>
          o === 'Current week'
            ? { start: '2026-11-16', end: '2026-11-22' }
            : { start: '2026-08-24', end: '2026-11-21' }
        }
        value={value}
        onChange={onChange}
      />
    </LocalizationProvider>,
  );
  return onChange;
}

/** The picker's text field is a group of sections; typing goes to the hidden input. */
function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value: text } });
}

describe('DateRangePicker', () => {
  it('applies a range only when its start is before its end', () => {
    expect(isApplicableRange('2026-11-01', '2026-11-02')).toBe(true);
    expect(isApplicableRange('2026-11-02', '2026-11-02')).toBe(false);
    expect(isApplicableRange('2026-11-03', '2026-11-02')).toBe(false);
    expect(isApplicableRange('', '2026-11-02')).toBe(false);
  });

  it('hands on a named range with its dates', () => {
    const onChange = renderPicker({
      option: 'Last 90 days',
      start: '2026-08-24',
      end: '2026-11-21',
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Date range' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Current week' }),
    );
    expect(onChange).toHaveBeenCalledWith({
      option: 'Current week',
      start: '2026-11-16',
      end: '2026-11-22',
    });
  });

  it('keeps a custom range whose start is not before its end to itself, and says why', () => {
    const onChange = renderPicker({ option: 'Custom', start: '2026-11-01', end: '2026-11-10' });
    typeDate('Start date', '11/12/2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The start date must be before the end date.')).toBeTruthy();

    typeDate('End date', '11/20/2026');
    expect(onChange).toHaveBeenCalledWith({
      option: 'Custom',
      start: '2026-11-12',
      end: '2026-11-20',
    });
  });
});
