import {
  CONTRACT_MESSAGES,
  type ApiError,
  type Contract,
  type ContractAddInfo,
  type ContractManagementList,
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
let viewer: TokenResponse;
let outsider: TokenResponse;
const company = { atlas: 0, summit: 0, other: 0 };
let concrete = 0; // division 03 of mine
let theirDivision = 0;

const kit = contractsKit(() => t);
const { member, insertCompany, call } = kit;
const contractCount = () => kit.count('contracts');

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
  viewer = await member([mine]);
  outsider = await member([theirs], ['ManageContractsValues']);
  const info = await call('GET', `${base()}/add-info`, values);
  expect(info.statusCode, info.body).toBe(200);
  const divisions = info.json<ContractAddInfo>().Divisions;
  concrete = divisions.find((d) => d.Code === '03')!.DivisionId;
  const theirInfo = await call('GET', `${base(theirs)}/add-info`, outsider);
  theirDivision = theirInfo.json<ContractAddInfo>().Divisions[0]!.DivisionId;
}, 60_000);
afterAll(() => t.close());

describe('the project wall', () => {
  it('refuses another project’s user and a member without a contract permission (403)', async () => {
    for (const tokens of [outsider, viewer]) {
      expect((await call('GET', `${base()}/contracts`, tokens)).statusCode).toBe(403);
      expect((await call('GET', `${base()}/add-info`, tokens)).statusCode).toBe(403);
    }
  });

  it('writes nothing for a viewer or another project’s user (403)', async () => {
    const before = await contractCount();
    const { json } = await call('POST', `${base()}/prime`, values, prime());
    const created = json<Contract>();
    for (const tokens of [viewer, outsider]) {
      const writes = [
        call('POST', `${base()}/prime`, tokens, prime()),
        call('POST', `${base()}/sub`, tokens, { ...prime(), ParentContractId: created.ContractId }),
        call('PUT', `${base()}/contracts/${created.ContractId}`, tokens, prime()),
        call('POST', `${base()}/contracts/${created.ContractId}/mark-prime`, tokens),
        call('POST', `${base()}/contracts/${created.ContractId}/mark-sub`, tokens, {
          ParentContractId: created.ContractId,
        }),
        call('POST', `${base()}/contracts/${created.ContractId}/assign-company`, tokens, {
          CompanyId: company.atlas,
        }),
      ];
      for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    }
    expect(await contractCount()).toBe(before + 1);
  });
});

describe('adding contracts', () => {
  it('adds a prime with its company, the default name and its values', async () => {
    const res = await call(
      'POST',
      `${base()}/prime`,
      values,
      prime({ ContractValue: 1250000.5, HourlyRate: 92.25 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<Contract>();
    expect(c).toMatchObject({
      ParentContractId: null,
      CompanyId: company.atlas,
      CompanyName: 'Atlas Concrete Co.',
      ContractDisplayName: 'Atlas Concrete Co. - Concrete',
      DivisionId: concrete,
      Trade: 'Concrete',
      TradeOther: null,
      IsTradePredefined: true,
      IsPlaceholder: false,
      ProjectId: mine,
      ContractValue: 1250000.5,
      HourlyRate: 92.25,
      Subcontracts: [],
      selected: false,
    });
  });

  it('adds a placeholder prime (no company) and a prime with an other trade', async () => {
    const placeholder = await call(
      'POST',
      `${base()}/prime`,
      values,
      prime({ CompanyId: null, Trade: 'Fireproofing', DivisionId: null }),
    );
    expect(placeholder.json<Contract>()).toMatchObject({
      IsPlaceholder: true,
      ContractDisplayName: 'Placeholder - Fireproofing',
    });
    const other = await call(
      'POST',
      `${base()}/prime`,
      values,
      prime({ IsTradePredefined: false, Trade: null, TradeOther: 'Shotcrete' }),
    );
    expect(other.json<Contract>()).toMatchObject({
      Trade: 'Shotcrete',
      TradeOther: 'Shotcrete',
      IsTradePredefined: false,
    });
  });

  it('refuses bad input with 400, the spec’s message first, and writes nothing', async () => {
    const before = await contractCount();
    const cases: [unknown, string][] = [
      [prime({ Trade: 'Drywall' }), CONTRACT_MESSAGES.tradeNotInDivision],
      [prime({ DivisionId: theirDivision }), CONTRACT_MESSAGES.divisionNotFound],
      [prime({ CompanyId: 999999 }), CONTRACT_MESSAGES.companyNotFound],
    ];
    for (const [body, reason] of cases) {
      const res = await call('POST', `${base()}/prime`, values, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
        CONTRACT_MESSAGES.addPrime,
        reason,
      ]);
    }
    const schema = [
      prime({ IsTradePredefined: false, TradeOther: null }),
      prime({ Trade: null }),
      prime({ StartDate: '2026-05-01', EndDate: '2026-04-01' }),
      prime({ ContractValue: -1 }),
      prime({ DivisionId: 'x' }),
      { ...prime(), Trade: 'a'.repeat(101) },
    ];
    for (const body of schema) {
      expect((await call('POST', `${base()}/prime`, values, body)).statusCode).toBe(400);
    }
    expect(await contractCount()).toBe(before);
  });

  it('adds a sub under a prime only', async () => {
    const p = (await call('POST', `${base()}/prime`, values, prime())).json<Contract>();
    const sub = await call('POST', `${base()}/sub`, values, {
      ...prime({ CompanyId: company.summit, Trade: 'Concrete Pumping' }),
      ParentContractId: p.ContractId,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const s = sub.json<Contract>();
    expect(s.ParentContractId).toBe(p.ContractId);
    const underSub = await call('POST', `${base()}/sub`, values, {
      ...prime(),
      ParentContractId: s.ContractId,
    });
    expect(underSub.json<ApiError>().errors.map((e) => e.errorMessage)).toEqual([
      CONTRACT_MESSAGES.addSub,
      CONTRACT_MESSAGES.parentNotPrime,
    ]);
    const theirPrime = (
      await call('POST', `${base(theirs)}/prime`, outsider, prime({ DivisionId: null }))
    ).json<Contract>();
    const before = await contractCount();
    const acrossWall = await call('POST', `${base()}/sub`, values, {
      ...prime(),
      ParentContractId: theirPrime.ContractId,
    });
    expect(acrossWall.statusCode).toBe(400);
    expect(acrossWall.json<ApiError>().errors[1]?.errorMessage).toBe(
      CONTRACT_MESSAGES.parentNotFound,
    );
    expect(await contractCount()).toBe(before);
    // The list nests it under its prime.
    const list = (await call('GET', `${base()}/contracts`, values)).json<ContractManagementList>();
    const listed = list.Contracts.find((c) => c.ContractId === p.ContractId);
    expect(listed?.Subcontracts.map((c) => c.ContractId)).toEqual([s.ContractId]);
    expect(list.Contracts.some((c) => c.ContractId === s.ContractId)).toBe(false);
  });
});

describe('values (ManageContractsValues only)', () => {
  it('hides ContractValue and HourlyRate from a NoValues holder in every answer', async () => {
    const p = (
      await call('POST', `${base()}/prime`, values, prime({ ContractValue: 500 }))
    ).json<Contract>();
    const list = await call('GET', `${base()}/contracts`, noValues);
    expect(list.statusCode).toBe(200);
    expect(list.json<ContractManagementList>().CanSeeValues).toBe(false);
    expect(list.body).not.toContain('ContractValue');
    expect(list.body).not.toContain('HourlyRate');
    const one = await call('GET', `${base()}/contracts/${p.ContractId}`, noValues);
    expect(one.body).not.toContain('ContractValue');
    const withValues = await call('GET', `${base()}/contracts/${p.ContractId}`, values);
    expect(withValues.json<Contract>().ContractValue).toBe(500);
  });

  it('refuses values from a NoValues holder, and keeps them on its other edits', async () => {
    const p = (
      await call('POST', `${base()}/prime`, values, prime({ ContractValue: 700, HourlyRate: 80 }))
    ).json<Contract>();
    const before = await contractCount();
    const add = await call('POST', `${base()}/prime`, noValues, prime({ ContractValue: 1 }));
    expect(add.statusCode).toBe(400);
    expect(add.json<ApiError>().errors[1]?.errorMessage).toBe(CONTRACT_MESSAGES.valuesNotAllowed);
    expect(await contractCount()).toBe(before);
    const edit = await call(
      'PUT',
      `${base()}/contracts/${p.ContractId}`,
      noValues,
      prime({ Trade: 'Rebar' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (
      await call('GET', `${base()}/contracts/${p.ContractId}`, values)
    ).json<Contract>();
    expect(after).toMatchObject({ Trade: 'Rebar', ContractValue: 700, HourlyRate: 80 });
  });
});
