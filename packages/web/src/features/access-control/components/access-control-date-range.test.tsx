import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { renderWithProviders } from '@/test/render.tsx';
import {
  AccessControlDateRange,
  type AccessControlDateRangeProps,
} from './access-control-date-range.tsx';

function renderRange(range: Pick<AccessControlDateRangeProps, 'start' | 'end'>) {
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <AccessControlDateRange timeZoneId="America/New_York" {...range} onChange={() => undefined} />
    </LocalizationProvider>,
  );
}

describe('the access-control range', () => {
  it('says in words, under the end, that an end before the start asks for nothing', async () => {
    renderRange({ start: '2026-03-02T08:00', end: '2026-03-01T17:00' });
    expect(
      await screen.findByText('The end is before the start: choose an end after it to see reads.'),
    ).toBeTruthy();
  });

  it('says nothing when the end is after the start', async () => {
    renderRange({ start: '2026-03-02T08:00', end: '2026-03-02T17:00' });
    await screen.findAllByRole('group');
    expect(screen.queryByText(/The end is before the start/)).toBeNull();
  });
});
