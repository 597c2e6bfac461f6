import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PlanWeek } from '@siteline/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { ContractsPlanTemplateDialog } from './contracts-plan-template-dialog.tsx';

const week = (end: string | null): PlanWeek => ({
  WeekStart: '2026-11-23',
  Dates: [],
  Today: '2026-11-26',
  ProjectStartDate: '2026-11-26',
  ProjectEndDate: end,
  Contracts: [],
});

describe('ContractsPlanTemplateDialog', () => {
  it('covers from today (a Thursday) to the project’s end, or the next weeks', () => {
    const onDownload = vi.fn();
    renderWithProviders(
      <ContractsPlanTemplateDialog
        week={week('2027-01-31')}
        open
        busy={false}
        onClose={() => undefined}
        onDownload={onDownload}
      />,
    );
    expect(
      screen.getByLabelText("From today (2026-11-26) to the project's end (2027-01-31): 67 days"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenLastCalledWith(67);

    fireEvent.click(screen.getByLabelText('The next weeks, from today'));
    fireEvent.change(screen.getByLabelText('Weeks'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenLastCalledWith(42);

    fireEvent.change(screen.getByLabelText('Weeks'), { target: { value: '53' } });
    expect(screen.getByText('From 1 to 52 weeks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', true);
  });

  it('offers the weeks only when the project has no end within a year', () => {
    renderWithProviders(
      <ContractsPlanTemplateDialog
        week={week(null)}
        open
        busy={false}
        onClose={() => undefined}
        onDownload={() => undefined}
      />,
    );
    expect(screen.queryByLabelText(/to the project's end/)).toBeNull();
    expect(screen.getByLabelText('Weeks')).toBeTruthy();
  });
});
