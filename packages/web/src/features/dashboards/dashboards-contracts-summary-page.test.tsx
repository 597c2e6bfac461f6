import type { ComponentType, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ContractSummary, ContractsSummary } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { DashboardsContractsSummaryPage } from './dashboards-contracts-summary-page.tsx';
import type { DashboardsSummarySearch } from './dashboards-summary-search.ts';

// Links render as plain anchors: the page is shown without a router.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createLink:
    (Component: ComponentType<{ href?: string; children?: ReactNode }>) =>
    ({ to, params: _params, ...rest }: { to: string; params?: unknown; children?: ReactNode }) => (
      <Component href={to} {...rest} />
    ),
}));

const base: ContractSummary = {
  ContractId: 1,
  DisplayName: '',
  ContractTypeId: 5,
  IsCriticalTrade: false,
  OwnerServices: false,
  Trade: null,
  DivisionId: 3,
  DivisionName: 'Concrete',
  ParentContractId: null,
  IsParent: false,
  StartDate: '2026-01-21',
  EndDate: null,
  OnsiteToday: 0,
  PlannedHeadcountToday: null,
  PlannedHoursToDate: null,
  ActualHoursToDate: 0,
  TotalPlannedHours: null,
  FirstForecastDate: null,
  LastForecastDate: null,
  Deviation: null,
  TciValue: null,
  TsiValue: null,
};

const SUMMARY: ContractsSummary = {
  Today: '2026-11-21',
  TodayUnassignedTagCount: 6,
  Contracts: [
    {
      ...base,
      ContractId: 1,
      DisplayName: 'Atlas Concrete',
      IsCriticalTrade: true,
      OnsiteToday: 9,
      PlannedHoursToDate: 1000,
      ActualHoursToDate: 949,
      FirstForecastDate: '2026-02-01',
      Deviation: -5.1,
    },
    {
      ...base,
      ContractId: 2,
      DisplayName: 'Summit Drywall',
      OnsiteToday: 7,
      PlannedHoursToDate: 800,
      ActualHoursToDate: 760,
      FirstForecastDate: '2026-03-01',
      Deviation: -5,
    },
    {
      ...base,
      ContractId: 3,
      DisplayName: 'Skyward Roofing',
      StartDate: '2027-01-04',
      FirstForecastDate: '2027-01-04',
    },
    {
      ...base,
      ContractId: 4,
      DisplayName: 'Owner Security',
      ContractTypeId: 3,
      OwnerServices: true,
      OnsiteToday: 3,
      ActualHoursToDate: 500.5,
    },
    {
      ...base,
      ContractId: 5,
      DisplayName: 'Tower Crane Rental',
      ContractTypeId: 2,
      OnsiteToday: 2,
      PlannedHoursToDate: 100,
      ActualHoursToDate: 106,
      Deviation: 6,
    },
  ],
};

function renderPage(search: DashboardsSummarySearch = {}) {
  const fetchMock = stubFetch((url) =>
    url.startsWith('/api/v1/projects/1/contracts-summary')
      ? jsonResponse(SUMMARY)
      : jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404),
  );
  const onSearchChange = vi.fn();
  renderWithProviders(
    <DashboardsContractsSummaryPage
      projectId={1}
      search={search}
      onSearchChange={onSearchChange}
    />,
  );
  return { fetchMock, onSearchChange };
}

/** The contract names in the table, top to bottom. */
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('DashboardsContractsSummaryPage', () => {
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

  it('shows started workforce trades by default, furthest behind plan first, with today’s unassigned tags', async () => {
    const { fetchMock } = renderPage();
    expect(await screen.findByText('Atlas Concrete')).toBeTruthy();
    expect(shownNames()).toEqual(['Atlas Concrete', 'Summit Drywall']);
    expect(screen.getByTestId('summary-unassigned-value').textContent).toBe('6');
    expect(screen.getByTestId('summary-onsite-value').textContent).toBe('16');
    // One request; the filters work on what it brought.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/projects/1/contracts-summary');
  });

  it('colours deviation at ±5 %: −5 % is on track, −5.1 % behind, +6 % over plan', async () => {
    renderPage({ tradeFilter: 'ALL', dateFilter: 'ALL' });
    await screen.findByText('Atlas Concrete');
    const level = (name: string) =>
      screen
        .getByText(name)
        .closest('tr')
        ?.querySelector('[data-level]')
        ?.getAttribute('data-level');
    expect(level('Atlas Concrete')).toBe('behind');
    expect(level('Summit Drywall')).toBe('onTrack');
    expect(level('Tower Crane Rental')).toBe('ahead');
    expect(level('Owner Security')).toBe('none');
  });

  it('the header compares only the rows with a plan, and says what it leaves out', async () => {
    renderPage();
    await screen.findByText('Atlas Concrete');
    // Trades: (949 + 760 − 1,800) / 1,800 = −5.06 %.
    expect(screen.getByTestId('summary-deviation-value').textContent).toBe('−5.1%');
    expect(screen.queryByTestId('summary-unplanned')).toBeNull();
  });

  it('under All, owner-services hours without a plan are said beside the deviation, not in it', async () => {
    renderPage({ tradeFilter: 'ALL', dateFilter: 'ALL' });
    await screen.findByText('Owner Security');
    // (949 + 760 + 106 − 1,900) / 1,900 = −4.47 %; mixing in the 500.5 h would read +21.9 %.
    expect(screen.getByTestId('summary-deviation-value').textContent).toBe('−4.5%');
    expect(screen.getByTestId('summary-deviation').textContent).toContain(
      '1,815 h of 1,900 h planned, contracts with a plan only',
    );
    expect(screen.getByTestId('summary-unplanned').textContent).toBe(
      '501 h of contracts without a plan, not compared',
    );
  });

  it('filters by trade and date from the address', async () => {
    renderPage({ tradeFilter: 'ALL', dateFilter: 'ALL' });
    await screen.findByText('Atlas Concrete');
    expect(shownNames()).toEqual([
      'Atlas Concrete',
      'Summit Drywall',
      'Tower Crane Rental',
      'Skyward Roofing',
      'Owner Security',
    ]);
  });

  it('shows owner services under OWNER', async () => {
    renderPage({ tradeFilter: 'OWNER' });
    await screen.findByText('Owner Security');
    expect(shownNames()).toEqual(['Owner Security']);
  });

  it('shows critical trades under CRITICAL', async () => {
    renderPage({ tradeFilter: 'CRITICAL', dateFilter: 'ALL' });
    await screen.findByText('Atlas Concrete');
    expect(shownNames()).toEqual(['Atlas Concrete']);
  });

  it('puts a filter or a sort into the address', async () => {
    const { onSearchChange } = renderPage({ dateFilter: 'ALL' });
    await screen.findByText('Atlas Concrete');

    fireEvent.click(screen.getByRole('button', { name: 'Critical' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ tradeFilter: 'CRITICAL', dateFilter: 'ALL' });

    fireEvent.click(screen.getByRole('button', { name: 'Seen today' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ dateFilter: 'ALL', orderBy: 'OnsiteToday' });
  });

  it('sorts by a column from the address', async () => {
    renderPage({ tradeFilter: 'ALL', dateFilter: 'ALL', orderBy: 'OnsiteToday', reverse: true });
    await screen.findByText('Atlas Concrete');
    expect(shownNames()).toEqual([
      'Atlas Concrete',
      'Summit Drywall',
      'Owner Security',
      'Tower Crane Rental',
      'Skyward Roofing',
    ]);
  });
});
