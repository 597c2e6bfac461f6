import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Dashboard } from '@siteline/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { DashboardsDeviationCard } from './dashboards-deviation-card.tsx';

const day = (more: Partial<Dashboard>) =>
  ({
    WorkforceDeviation: null,
    PlannedHeadcount: null,
    PlannedHoursToDate: null,
    ActualHoursToDate: 0,
    ...more,
  }) as Dashboard;

describe('DashboardsDeviationCard', () => {
  it('says a plan that starts today counts from tomorrow, not that there is no plan', () => {
    renderWithProviders(
      <DashboardsDeviationCard dashboard={day({ PlannedHeadcount: 50, PlannedHoursToDate: 0 })} />,
    );
    expect(screen.getByText('Not yet')).toBeTruthy();
    expect(
      screen.getByText('The plan starts today: the deviation counts its hours from tomorrow'),
    ).toBeTruthy();
    expect(screen.queryByText('No plan')).toBeNull();
  });

  it('says no plan when there is none', () => {
    renderWithProviders(<DashboardsDeviationCard dashboard={day({})} />);
    expect(screen.getByText('No plan')).toBeTruthy();
    expect(screen.getByText('No workforce plan to date')).toBeTruthy();
  });
});
