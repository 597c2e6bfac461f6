// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ContractBase, ContractManagementList } from '@siteline/shared';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { settle } from '@/test/timers.ts';

const PROJECT = 7;

function contract(id: number, over: Partial<ContractBase> = {}): ContractBase {
  return {
    ContractId: id,
    ParentContractId: null,
    CompanyId: 100 + id,
    CompanyName: `Company ${id}`,
    ContractDisplayName: `Company ${id} - Concrete`,
    DivisionId: 3,
    Trade: 'Concrete',
    TradeOther: null,
    IsTradePredefined: true,
    ProjectId: PROJECT,
    IsPlaceholder: false,
    IsCriticalTrade: false,
    OwnerServices: false,
    StartDate: null,
    EndDate: null,
    selected: false,
    ...over,
  };
}

const LIST: ContractManagementList = {
  Contracts: [
    {
      ...contract(1, { ContractValue: 1500000, HourlyRate: 95 }),
      Subcontracts: [
        contract(2, { ParentContractId: 1, ContractDisplayName: 'Pump Co - Concrete Pumping' }),
      ],
    },
    {
      ...contract(3, {
        CompanyId: null,
        CompanyName: null,
        IsPlaceholder: true,
        ContractDisplayName: 'Placeholder - Fireproofing',
        DivisionId: null,
        Trade: 'Fireproofing',
      }),
      Subcontracts: [],
    },
  ],
  Divisions: [{ DivisionId: 3, Code: '03', Name: 'Concrete' }],
  CanSeeValues: true,
  CurrencyCode: 'USD',
};

function serve(list: ContractManagementList = LIST) {
  return serveProjects([makeProject(PROJECT)], (url) =>
    url.startsWith(`/api/v1/project/${PROJECT}/contract-management/contracts`)
      ? jsonResponse(list)
      : jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404),
  );
}

describe('the contract management list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn([PROJECT], {
      permissions: [{ ProjectId: PROJECT, Permissions: ['ManageContractsValues'] }],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('shows primes by division with their subs, the values, and the success once, then clears it', async () => {
    serve();
    const router = renderApp(
      `/project/${PROJECT}/contract-management/contracts?success=primeAdded`,
    );
    await settle();
    expect(await screen.findByText('The prime contract has been added.')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    const concrete = screen.getByRole('region', { name: '03 · Concrete' });
    expect(within(concrete).getByText('Company 1 - Concrete')).toBeTruthy();
    expect(within(concrete).getByText('Pump Co - Concrete Pumping')).toBeTruthy();
    expect(within(concrete).getByText('$1,500,000.00')).toBeTruthy();
    const none = screen.getByRole('region', { name: 'No division' });
    expect(within(none).getByText('Placeholder - Fireproofing')).toBeTruthy();
    expect(screen.getAllByText('The prime contract has been added.')).toHaveLength(1);
  });

  it('offers each contract the moves that fit it', async () => {
    serve();
    renderApp(`/project/${PROJECT}/contract-management/contracts`);
    await settle();
    const menu = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await settle();
      return items;
    };
    // A prime with subs cannot become a sub; a sub can become a prime; a placeholder gets a company.
    expect(await menu('Company 1 - Concrete')).toEqual(['Edit']);
    expect(await menu('Pump Co - Concrete Pumping')).toEqual(['Edit', 'Mark as prime']);
    expect(await menu('Placeholder - Fireproofing')).toEqual([
      'Edit',
      'Assign company',
      'Mark as sub',
    ]);
  });

  it('hides the values from a NoValues holder (the server sends none)', async () => {
    signIn([PROJECT], {
      permissions: [{ ProjectId: PROJECT, Permissions: ['ManageContractsNoValues'] }],
    });
    const strip = ({ ContractValue: _v, HourlyRate: _h, ...rest }: ContractBase) => rest;
    serve({
      ...LIST,
      CanSeeValues: false,
      CurrencyCode: 'USD',
      Contracts: LIST.Contracts.map((c) => ({
        ...strip(c),
        Subcontracts: c.Subcontracts.map(strip),
      })),
    });
    renderApp(`/project/${PROJECT}/contract-management/contracts`);
    await settle();
    expect(await screen.findByText('Company 1 - Concrete')).toBeTruthy();
    expect(screen.queryByText('$1,500,000.00')).toBeNull();
  });

  it('sends a member without a contract permission to project selection', async () => {
    signIn([PROJECT]);
    serve();
    const router = renderApp(`/project/${PROJECT}/contract-management/contracts`);
    await settle();
    expect(router.state.location.pathname).toBe('/project');
  });
});
