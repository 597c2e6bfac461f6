import type { ComponentType, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DivisionSummary, DivisionsSummary } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { DashboardsDivisionsSummaryPage } from './dashboards-divisions-summary-page.tsx';

// Links render as plain anchors: the page is shown without a router.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createLink:
    (Component: ComponentType<{ href?: string; children?: ReactNode }>) =>
    ({ to, params: _params, ...rest }: { to: string; params?: unknown; children?: ReactNode }) => (
      <Component href={to} {...rest} />
    ),
}));

const base: DivisionSummary = {
  DivisionId: 3,
  DivisionName: 'Concrete',
  DivisionCode: '03',
  ContractCount: 2,
  OnsiteToday: 4,
  PlannedHeadcountToday: 5,
  PlannedHoursToDate: 400,
  ActualHoursToDate: 380,
  TotalPlannedHours: 1000,
  FirstForecastDate: '2026-02-01',
  LastForecastDate: '2027-02-01',
  Deviation: -5,
  TciValue: 38,
  TsiValue: 95,
};

const SUMMARY: DivisionsSummary = {
  Today: '2026-11-21',
  TodayUnassignedTagCount: 0,
  Divisions: [
    base,
    // The server names the contracts without a division "No Division", in English.
    {
      ...base,
      DivisionId: null,
      DivisionName: 'No Division',
      DivisionCode: null,
      ContractCount: 1,
      Deviation: null,
      PlannedHoursToDate: null,
    },
  ],
};

describe('DashboardsDivisionsSummaryPage', () => {
  beforeEach(() => {
    setSession({
      accessToken: 'a',
      refreshToken: 'r',
      jwt: 'j',
      expiresAt: Date.now() + 3_600_000,
      userId: 1,
      userName: 'Sam',
      permissions: [{ ProjectId: 1, Permissions: [] }],
      isDemoUser: false,
      isProviderEmployee: false,
      demoMode: false,
    });
  });

  it('sends the filters to the server and opens a division, not the contracts without one', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/v1/projects/1/divisions-summary')
        ? jsonResponse(SUMMARY)
        : jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404),
    );
    renderWithProviders(
      <DashboardsDivisionsSummaryPage projectId={1} search={{}} onSearchChange={vi.fn()} />,
    );
    const link = await screen.findByRole('link', { name: 'Concrete' });
    expect(link.getAttribute('href')).toBe('/project/$id/divisions/$divisionId/detail');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // In the user's language, and with nothing to open.
    const none = rows[1]!;
    expect(within(none).getByText('No division')).toBeTruthy();
    expect(within(none).queryByRole('link')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/projects/1/divisions-summary?tradeFilter=TRADES&dateFilter=STARTED',
    );
  });
});
