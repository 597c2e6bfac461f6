import {
  CONTRACT_MESSAGES,
  type ApiError,
  type Contract,
  type ContractAddInfo,
  type TokenResponse,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/factories.ts';
import { contractsKit } from './contracts-fixture.ts';

let t: TestApp;
let mine: number;
let theirs: number;
let values: TokenResponse;
let noValues: TokenResponse;
let outsider: TokenResponse;
const company = { atlas: 0, summit: 0, other: 0 };

const kit = contractsKit(() => t);
const { member, insertCompany, call } = kit;
let concrete = 0; // division 03 of mine
let finishes = 0; // division 09 of mine

const base = (projectId = mine) => `/api/v1/project/${projectId}/contract-management`;

const prime = (over: Record<string, unknown> = {}) => ({
  CompanyId: company.atlas,
  DivisionId: concrete,
  IsTradePredefined: true,
  Trade: 'Concrete',
  TradeOther: null,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db, { title: 'Alpha Tower' });
  theirs = await createProject(t.db, { title: 'Beta Hospital' });
  company.atlas = await insertCompany('Atlas Concrete Co.');
  company.summit = await insertCompany('Summit Drywall & Acoustics');
  company.other = await insertCompany('Zenith Glazing');
  await insertCompany('');
  await insertCompany('#Atlas test firm');
  values = await member([mine], ['ManageContractsValues']);
  noValues = await member([mine], ['ManageContractsNoValues']);
  outsider = await member([theirs], ['ManageContractsValues']);
  const info = await call('GET', `${base()}/add-info`, values);
  expect(info.statusCode, info.body).toBe(200);
  const divisions = info.json<ContractAddInfo>().Divisions;
  concrete = divisions.find((d) => d.Code === '03')!.DivisionId;
  finishes = divisions.find((d) => d.Code === '09')!.DivisionId;
}, 60_000);
afterAll(() => t.close());

describe('editing and moving contracts', () => {
  it('updates trade, division and name; an unknown contract is 404', async () => {
    const p = (await call('POST', `${base()}/prime`, values, prime())).json<Contract>();
    const res = await call('PUT', `${base()}/contracts/${p.ContractId}`, values, {
      ...prime({
        DivisionId: finishes,
        IsTradePredefined: false,
        Trade: null,
        TradeOther: 'Epoxy Coatings',
      }),
      ContractDisplayName: 'Atlas - Coatings',
      IsCriticalTrade: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Contract>()).toMatchObject({
      DivisionId: finishes,
      Trade: 'Epoxy Coatings',
      IsTradePredefined: false,
      ContractDisplayName: 'Atlas - Coatings',
      IsCriticalTrade: true,
    });
    const bad = await call(
      'PUT',
      `${base()}/contracts/${p.ContractId}`,
      values,
      prime({ Trade: 'Painting' }),
    );
    expect(bad.json<ApiError>().errors[0]?.errorMessage).toBe(CONTRACT_MESSAGES.updateContract);
    expect(
      (await call('GET', `${base()}/contracts/${p.ContractId}`, values)).json<Contract>().Trade,
    ).toBe('Epoxy Coatings');
    expect((await call('PUT', `${base()}/contracts/999999`, values, prime())).statusCode).toBe(404);
    const theirs1 = (
      await call('POST', `${base(theirs)}/prime`, outsider, prime({ DivisionId: null }))
    ).json<Contract>();
    expect(
      (await call('GET', `${base()}/contracts/${theirs1.ContractId}`, values)).statusCode,
    ).toBe(404);
  });

  it('marks a contract as a sub under a chosen prime, and back as a prime', async () => {
    const a = (await call('POST', `${base()}/prime`, values, prime())).json<Contract>();
    const b = (
      await call('POST', `${base()}/prime`, values, prime({ CompanyId: company.other }))
    ).json<Contract>();
    const sub = await call('POST', `${base()}/contracts/${b.ContractId}/mark-sub`, values, {
      ParentContractId: a.ContractId,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json<Contract>().ParentContractId).toBe(a.ContractId);
    // a now has a sub: it cannot become a sub itself; nothing goes under a sub or itself.
    const c = (await call('POST', `${base()}/prime`, values, prime())).json<Contract>();
    const cases: [number, number, string][] = [
      [a.ContractId, c.ContractId, CONTRACT_MESSAGES.hasSubcontracts],
      [c.ContractId, b.ContractId, CONTRACT_MESSAGES.parentNotPrime],
      [c.ContractId, c.ContractId, CONTRACT_MESSAGES.parentIsSelf],
    ];
    for (const [id, parent, reason] of cases) {
      const res = await call('POST', `${base()}/contracts/${id}/mark-sub`, values, {
        ParentContractId: parent,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
        CONTRACT_MESSAGES.markSub,
        reason,
      ]);
    }
    const toPrime = await call('POST', `${base()}/contracts/${b.ContractId}/mark-prime`, values);
    expect(toPrime.json<Contract>().ParentContractId).toBeNull();
    const again = await call('POST', `${base()}/contracts/${b.ContractId}/mark-prime`, values);
    expect(again.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
      CONTRACT_MESSAGES.markPrime,
      CONTRACT_MESSAGES.alreadyPrime,
    ]);
  });

  it('assigns a company to a placeholder, renaming a default name; only to a placeholder', async () => {
    const p = (
      await call('POST', `${base()}/prime`, values, prime({ CompanyId: null, Trade: 'Rebar' }))
    ).json<Contract>();
    const info = (await call('GET', `${base()}/add-info`, values)).json<ContractAddInfo>();
    expect(
      info.Divisions.find((d) => d.DivisionId === concrete)?.PlaceholderContracts,
    ).toContainEqual({
      ContractId: p.ContractId,
      ContractDisplayName: 'Placeholder - Rebar',
      Trade: 'Rebar',
    });
    const res = await call('POST', `${base()}/contracts/${p.ContractId}/assign-company`, values, {
      CompanyId: company.summit,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Contract>()).toMatchObject({
      IsPlaceholder: false,
      CompanyName: 'Summit Drywall & Acoustics',
      ContractDisplayName: 'Summit Drywall & Acoustics - Rebar',
    });
    const again = await call('POST', `${base()}/contracts/${p.ContractId}/assign-company`, values, {
      CompanyId: company.atlas,
    });
    expect(again.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
      CONTRACT_MESSAGES.assignPlaceholder,
      CONTRACT_MESSAGES.notPlaceholder,
    ]);
  });
});

describe('add-info', () => {
  it('gives the project the catalogue’s divisions once, with their trades', async () => {
    const first = (await call('GET', `${base()}/add-info`, values)).json<ContractAddInfo>();
    const second = (await call('GET', `${base()}/add-info`, noValues)).json<ContractAddInfo>();
    expect(second.Divisions.map((d) => d.DivisionId)).toEqual(
      first.Divisions.map((d) => d.DivisionId),
    );
    expect(first.Divisions.find((d) => d.Code === '09')?.Trades).toContain('Drywall');
    expect(first.AllTrades).toContain('Elevators');
    expect(first.CanSeeValues).toBe(true);
    expect(second.CanSeeValues).toBe(false);
    expect(first.PrimeContracts.length).toBeGreaterThan(0);
  });
});
