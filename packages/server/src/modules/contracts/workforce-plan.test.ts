import { type ContractsSummary, type PlanWeek, type TokenResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/factories.ts';
import { contractsKit } from './contracts-fixture.ts';

let t: TestApp;
let mine: number;
let theirs: number;
let manager: TokenResponse;
let viewer: TokenResponse;
let outsider: TokenResponse;
const contract = { concrete: 0, pumping: 0, drywall: 0, theirs: 0 };

const kit = contractsKit(() => t);
const { member, insertContract } = kit;
const planRows = () => kit.planRows(mine);

const planUrl = (projectId = mine) => `/api/v1/project/${projectId}/workforce-plan`;

function upload(body: Buffer | string, tokens = manager, type = 'application/octet-stream') {
  return t.app.inject({
    method: 'POST',
    url: `${planUrl()}/upload`,
    headers: { ...bearer(tokens), 'content-type': type },
    payload: body,
  });
}

function save(entries: unknown[], tokens = manager, projectId = mine) {
  return t.app.inject({
    method: 'PUT',
    url: planUrl(projectId),
    headers: bearer(tokens),
    payload: { Entries: entries },
  });
}

const HEADER = 'Contract ID,Contract,Date,Planned Headcount,Planned Hours';

beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db);
  theirs = await createProject(t.db);
  contract.concrete = await insertContract(mine, 'Atlas - Concrete');
  contract.pumping = await insertContract(mine, 'Pinnacle - Pumping', contract.concrete);
  contract.drywall = await insertContract(mine, 'Summit - Drywall');
  contract.theirs = await insertContract(theirs, 'Their - Concrete');
  manager = await member([mine], ['ManageContractsNoValues']);
  viewer = await member([mine]);
  outsider = await member([theirs], ['ManageContractsValues']);
}, 60_000);
afterAll(() => t.close());

describe('the plan grid', () => {
  it('saves days by hand, shows the week in tree order, and removes a day with nulls', async () => {
    const res = await save([
      { ContractId: contract.concrete, Date: '2026-11-16', PlannedHeadcount: 10, PlannedHours: 80 },
      { ContractId: contract.pumping, Date: '2026-11-17', PlannedHeadcount: 2, PlannedHours: 15.5 },
      { ContractId: contract.drywall, Date: '2026-11-18', PlannedHeadcount: 4, PlannedHours: 32 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ DaysWritten: 3, DaysRemoved: 0 });
    const week = await t.app.inject({
      method: 'GET',
      url: `${planUrl()}?weekStart=2026-11-19`,
      headers: bearer(manager),
    });
    const plan = week.json<PlanWeek>();
    expect(plan.WeekStart).toBe('2026-11-16');
    expect(plan.Dates).toHaveLength(7);
    expect(plan.Contracts.map((c) => c.ContractId)).toEqual([
      contract.concrete,
      contract.pumping,
      contract.drywall,
    ]);
    expect(plan.Contracts[1]?.Days[1]).toEqual({
      Date: '2026-11-17',
      PlannedHeadcount: 2,
      PlannedHours: 15.5,
      Source: 'manual',
    });
    const removed = await save([
      {
        ContractId: contract.drywall,
        Date: '2026-11-18',
        PlannedHeadcount: null,
        PlannedHours: null,
      },
    ]);
    expect(removed.json()).toEqual({ DaysWritten: 0, DaysRemoved: 1 });
    expect(await planRows()).toHaveLength(2);
  });

  it('gives the template from a day over any span, today by default, a year at most', async () => {
    await save([
      { ContractId: contract.pumping, Date: '2026-11-19', PlannedHeadcount: 3, PlannedHours: 24 },
    ]);
    const template = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${planUrl()}/template${query}`,
        headers: bearer(manager),
      });
    // A Thursday: the template starts there, not on its Monday.
    const res = await template('?from=2026-11-19&days=10');
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<PlanWeek>();
    expect(plan.WeekStart).toBe('2026-11-19');
    expect(plan.Dates).toHaveLength(10);
    expect(plan.Dates.at(-1)).toBe('2026-11-28');
    expect(plan.Contracts.find((c) => c.ContractId === contract.pumping)?.Days[0]).toEqual({
      Date: '2026-11-19',
      PlannedHeadcount: 3,
      PlannedHours: 24,
      Source: 'manual',
    });
    const fromToday = (await template('?days=366')).json<PlanWeek>();
    expect(fromToday.Dates[0]).toBe(fromToday.Today);
    expect(fromToday.Dates).toHaveLength(366);
    for (const bad of ['?days=367', '?days=0', '?from=2026-02-30', '?days=99999999999']) {
      expect((await template(bad)).statusCode, bad).toBe(400);
    }
    // The plan as the next test expects it.
    await save([
      {
        ContractId: contract.pumping,
        Date: '2026-11-19',
        PlannedHeadcount: null,
        PlannedHours: null,
      },
    ]);
  });

  it('feeds the contracts summary (the prime with its sub)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${mine}/contracts-summary`,
      headers: bearer(viewer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res
      .json<ContractsSummary>()
      .Contracts.find((c) => c.ContractId === contract.concrete);
    expect(row?.PlannedHoursToDate).toBe(95.5);
  });

  it('refuses a bad save with 400 and writes nothing', async () => {
    const before = await planRows();
    const cases = [
      [{ ContractId: contract.theirs, Date: '2026-11-16', PlannedHeadcount: 1, PlannedHours: 8 }],
      [{ ContractId: contract.concrete, Date: '2025-12-31', PlannedHeadcount: 1, PlannedHours: 8 }],
      [
        {
          ContractId: contract.concrete,
          Date: '2026-11-16',
          PlannedHeadcount: 1,
          PlannedHours: 25,
        },
      ],
      [
        {
          ContractId: contract.concrete,
          Date: '2026-11-16',
          PlannedHeadcount: 1.5,
          PlannedHours: 8,
        },
      ],
      [
        {
          ContractId: contract.concrete,
          Date: '2026-11-16',
          PlannedHeadcount: 1,
          PlannedHours: null,
        },
      ],
      [{ ContractId: contract.concrete, Date: '2026-02-30', PlannedHeadcount: 1, PlannedHours: 8 }],
      [
        { ContractId: contract.drywall, Date: '2026-11-20', PlannedHeadcount: 1, PlannedHours: 8 },
        { ContractId: contract.drywall, Date: '2026-11-20', PlannedHeadcount: 2, PlannedHours: 8 },
      ],
      [],
    ];
    for (const entries of cases) {
      const res = await save(entries);
      expect(res.statusCode, JSON.stringify(entries)).toBe(400);
    }
    expect(await planRows()).toEqual(before);
  });

  it('is walled: another project’s user and a viewer get 403', async () => {
    const entry = {
      ContractId: contract.concrete,
      Date: '2026-11-16',
      PlannedHeadcount: 1,
      PlannedHours: 8,
    };
    for (const tokens of [outsider, viewer]) {
      expect((await save([entry], tokens)).statusCode).toBe(403);
      const week = await t.app.inject({ method: 'GET', url: planUrl(), headers: bearer(tokens) });
      expect(week.statusCode).toBe(403);
      const template = await t.app.inject({
        method: 'GET',
        url: `${planUrl()}/template?days=7`,
        headers: bearer(tokens),
      });
      expect(template.statusCode).toBe(403);
      expect(
        (await upload(`${HEADER}\n${contract.concrete},,2026-11-16,1,8`, tokens)).statusCode,
      ).toBe(403);
    }
  });
});
