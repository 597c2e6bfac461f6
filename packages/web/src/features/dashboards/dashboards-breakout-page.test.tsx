import type { ComponentType, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BreakoutReport, Project } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { DashboardsBreakoutPage, type BreakoutTarget } from './dashboards-breakout-page.tsx';
import type { DashboardsBreakoutSearch } from './dashboards-breakout-search.ts';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createLink:
    (Component: ComponentType<{ href?: string; children?: ReactNode }>) =>
    ({ to, params: _params, ...rest }: { to: string; params?: unknown; children?: ReactNode }) => (
      <Component href={to} {...rest} />
    ),
}));

const PROJECT: Project = {
  ProjectId: 1,
  Title: 'Hudson Yards Tower B',
  AccountId: 1,
  AccountName: 'Harborview Builders',
  StartDate: '2026-01-21',
  EndDate: '2028-03-21',
  TimeZoneId: 'America/New_York',
  CountryCode: 'US',
  SiteDisplayConst: 'SITE',
};

const contract = (id: number, name: string, parent: number | null, isParent: boolean) => ({
  ContractId: id,
  DisplayName: name,
  ContractTypeId: 5,
  IsCriticalTrade: false,
  OwnerServices: false,
  DivisionId: 3,
  IsParent: isParent,
  ParentContractId: parent,
});

/** The server's today (its timesheet date). */
let serverToday = '2026-11-21';
/** A range with nothing before today (a current week on its Monday). */
let nothingBeforeToday = false;

function report(url: URL): BreakoutReport {
  const division = url.searchParams.get('groupBy') === 'Division';
  const rollupType = (url.searchParams.get('rollupType') ??
    'Daily') as BreakoutReport['RollupType'];
  return {
    RollupType: rollupType,
    StartDate: url.searchParams.get('startDate') ?? '',
    EndDate: url.searchParams.get('endDate') ?? '',
    Today: serverToday,
    Group: division
      ? {
          GroupBy: 'Division',
          ContractId: null,
          DivisionId: 3,
          DivisionName: 'Concrete',
          DisplayName: 'Concrete',
          PlannedHoursInPeriod: 1400,
          ActualHoursInPeriod: 1250.5,
          PlannedHoursToDateInPeriod: 1300,
          ActualHoursToDateInPeriod: 1138.8,
          DeviationInPeriod: -12.4,
          DeviationToDate: -6.1,
          TciValue: 40.1,
          TsiValue: 90.2,
          OnsiteToday: 10,
        }
      : {
          GroupBy: 'Contractor',
          ContractId: 4,
          DivisionId: 3,
          DivisionName: 'Concrete',
          DisplayName: 'Atlas Concrete',
          PlannedHoursInPeriod: 1200,
          ActualHoursInPeriod: 1100.5,
          ...(nothingBeforeToday
            ? {
                PlannedHoursToDateInPeriod: 0,
                ActualHoursToDateInPeriod: 0,
                DeviationInPeriod: null,
              }
            : {
                PlannedHoursToDateInPeriod: 1100,
                ActualHoursToDateInPeriod: 1008.7,
                DeviationInPeriod: -8.3,
              }),
          DeviationToDate: -5,
          TciValue: 41.2,
          TsiValue: 91.7,
          OnsiteToday: 9,
        },
    PrimeContracts: [
      {
        Contract: contract(4, 'Atlas Concrete', null, true),
        GroupPlannedHoursInPeriod: 1200,
        SubActualHoursInPeriod: 1100.5,
        PlannedHoursToDateInPeriod: 1100,
        ActualHoursToDateInPeriod: 1008.7,
        Deviation: -8.3,
        TciValue: 41.2,
        TsiValue: 91.7,
        TotalOnsiteToday: 9,
      },
      {
        Contract: contract(9, 'Pinnacle Pumping', 4, false),
        GroupPlannedHoursInPeriod: 200,
        SubActualHoursInPeriod: 150,
        PlannedHoursToDateInPeriod: 200,
        ActualHoursToDateInPeriod: 150,
        Deviation: -25,
        TciValue: 30,
        TsiValue: 75,
        TotalOnsiteToday: 1,
      },
    ],
    Series: [
      {
        PeriodStart: '2026-11-16',
        PeriodEnd: '2026-11-21',
        Label: rollupType === 'Overall' ? 'All' : '11/16/2026',
        PlannedHours: 600,
        ActualHours: 550,
        PlannedHeadcount: 12,
        ActualHeadcount: 11,
      },
    ],
  };
}

function renderPage(
  search: DashboardsBreakoutSearch,
  target: BreakoutTarget = { groupBy: 'Contractor', contractId: 4 },
) {
  const fetchMock = stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/v1/projects/1/breakout-report') return jsonResponse(report(url));
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
  const onSearchChange = vi.fn();
  renderWithProviders(
    <DashboardsBreakoutPage
      project={PROJECT}
      target={target}
      search={search}
      onSearchChange={onSearchChange}
    />,
  );
  const paths = () =>
    fetchMock.mock.calls.map(([raw]) => new URL(raw, 'http://localhost').pathname);
  const requests = () =>
    fetchMock.mock.calls
      .map(([raw]) => new URL(raw, 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/breakout-report'))
      .map((url) => Object.fromEntries(url.searchParams));
  return { onSearchChange, requests, paths };
}

function signIn() {
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
}

describe('DashboardsBreakoutPage', () => {
  beforeEach(() => {
    serverToday = '2026-11-21';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
    signIn();
  });

  it('asks for the contract over the last 90 days, daily, and shows its group and subs', async () => {
    const { requests } = renderPage({});
    expect(await screen.findByTestId('breakout-title')).toBeTruthy();
    await screen.findByText('Pinnacle Pumping');
    expect(requests()).toEqual([
      {
        rollupType: 'Daily',
        groupBy: 'Contractor',
        contractId: '4',
        startDate: '2026-08-24',
        endDate: '2026-11-21',
      },
    ]);
    expect(screen.getByTestId('breakout-title').textContent).toBe('Atlas Concrete');
    // The hours beside the deviation are the ones it compares (the range's days before today):
    // (1,008.7 − 1,100) / 1,100 = −8.3 %; the whole range's plan is said under them.
    expect(screen.getByTestId('breakout-planned-value').textContent).toBe('1,100 h');
    expect(screen.getByTestId('breakout-actual-value').textContent).toBe('1,009 h');
    expect(screen.getByTestId('breakout-planned').textContent).toContain(
      '1,200 h in the whole range',
    );
    // In the headline and in the group's row.
    expect(screen.getAllByText('−8.3%')).toHaveLength(2);
    expect(screen.getByText('08/24/2026 to 11/21/2026')).toBeTruthy();
  });

  it('a range with no day before today has nothing to compare yet, not "No plan"', async () => {
    nothingBeforeToday = true;
    try {
      renderPage({});
      await screen.findByText('Pinnacle Pumping');
      expect(screen.getByTestId('breakout-planned-value').textContent).toBe('0 h');
      const deviation = screen.getByTestId('breakout-deviation');
      expect(deviation.textContent).toContain('Nothing to compare yet');
      expect(deviation.textContent).not.toContain('No plan');
    } finally {
      nothingBeforeToday = false;
    }
  });

  it('a division: its name and figures come with the report, in one call', async () => {
    const { requests, paths } = renderPage({}, { groupBy: 'Division', divisionId: 3 });
    await screen.findByText('Pinnacle Pumping');
    expect(screen.getByTestId('breakout-title').textContent).toBe('Concrete');
    expect(screen.getByTestId('breakout-planned-value').textContent).toBe('1,300 h');
    expect(screen.getByTestId('breakout-actual-value').textContent).toBe('1,139 h');
    expect(screen.getByTestId('breakout-deviation-value').textContent).toBe('−12.4%');
    expect(requests()).toEqual([
      {
        rollupType: 'Daily',
        groupBy: 'Division',
        divisionId: '3',
        startDate: '2026-08-24',
        endDate: '2026-11-21',
      },
    ]);
    expect(paths()).toEqual(['/api/v1/projects/1/breakout-report']);
  });

  it('ends the range on the server’s today, still yesterday before the workday boundary', async () => {
    // 01:00 in New York: the calendar says the 22nd, the timesheet date is still the 21st.
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    signIn();
    const { requests } = renderPage({});
    await waitFor(() => expect(requests().at(-1)?.endDate).toBe('2026-11-21'));
    expect(requests().at(-1)?.startDate).toBe('2026-08-24');
    expect(await screen.findByText('08/24/2026 to 11/21/2026')).toBeTruthy();
  });

  it('changes the period type through the address, keeping the range', async () => {
    const { onSearchChange } = renderPage({ range: 'last-week' });
    await screen.findByText('Pinnacle Pumping');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(onSearchChange).toHaveBeenCalledWith({ range: 'last-week', rollupType: 'Monthly' });
  });

  it('asks for the period type of the address', async () => {
    const { requests } = renderPage({ range: 'last-week', rollupType: 'Overall' });
    await screen.findByText('Pinnacle Pumping');
    expect(requests()[0]).toMatchObject({
      rollupType: 'Overall',
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
    expect(screen.getByTestId('period-chart').dataset.period).toBe('Overall');
  });
});
