import {
  CONTRACT_DEVIATION_MESSAGES,
  END_DATE_MESSAGES,
  type ActiveAlertFacts,
  type ContractDeviationInstance,
  type EndDateInstance,
} from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { contractorHeaders, memberHeaders } from '../../../test/alerts-fixture.ts';
import { createProject } from '../../../test/factories.ts';
import { addDays } from '../../lib/time.ts';
import {
  actualBefore,
  d,
  day,
  pct,
  plannedBefore,
  plannedTotal,
  t,
  today,
  useDashboardScenario,
} from '../dashboards/dashboards-scenario.ts';

// DOMAIN.md "Contract deviation" and "End date in jeopardy", on the dashboards' scenario: every
// figure is worked out here from the shifts and the plan, not by the code under test.
useDashboardScenario();
const DAY = 86_400_000;

const call = async (method: 'GET' | 'PUT', path: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/projects/${d.projectId}/alerts/${path}`,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
const openFacts = async (type: string) =>
  t.db
    .selectFrom('alert_facts')
    .select(['alert_fact_id', 'contract_id', 'status', 'details'])
    .where('project_id', '=', d.projectId)
    .where('alert_type', '=', type)
    .where('status', '<>', 2)
    .orderBy('contract_id')
    .execute();
const deviationOf = (who: Parameters<typeof actualBefore>[0], contracts: number[], asOf = today) =>
  pct(actualBefore(who, asOf) - plannedBefore(contracts, asOf), plannedBefore(contracts, asOf));

describe('the contract-deviation alert', () => {
  it('needs ManageAlerts here, both limits on a row, and 5 % to 100 % in steps of 5 %', async () => {
    const manager = await memberHeaders(t, d.projectId, ['ManageAlerts']);
    const member = await memberHeaders(t, d.projectId, []);
    expect((await call('GET', 'contract-deviation', member)).statusCode).toBe(403);
    const c = d.contracts;
    for (const [Contracts, message] of [
      [[{ ContractId: c.electrical, UnderDeviation: 10 }], CONTRACT_DEVIATION_MESSAGES.row],
      [[{ ContractId: c.electrical, OverDeviation: 10 }], CONTRACT_DEVIATION_MESSAGES.row],
      [
        [{ ContractId: c.electrical, UnderDeviation: 7, OverDeviation: 10 }],
        CONTRACT_DEVIATION_MESSAGES.percent,
      ],
      [
        [{ ContractId: c.electrical, UnderDeviation: 10, OverDeviation: 105 }],
        CONTRACT_DEVIATION_MESSAGES.percent,
      ],
      [
        [{ ContractId: c.electrical, UnderDeviation: 0, OverDeviation: 10 }],
        CONTRACT_DEVIATION_MESSAGES.percent,
      ],
    ] as const) {
      const res = await call('PUT', 'contract-deviation', manager, { Contracts });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const unknown = await call('PUT', 'contract-deviation', manager, {
      Contracts: [{ ContractId: 999_999, UnderDeviation: 10, OverDeviation: 10 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await openFacts('ContractDeviation')).toEqual([]);
  });

  it('raises each watched contract beyond its limits, with its sub contracts, at once on save', async () => {
    const manager = await memberHeaders(t, d.projectId, ['ManageAlerts']);
    const c = d.contracts;
    const electrical = deviationOf(['alice'], [c.electrical]);
    const plumbing = deviationOf(['bob'], [c.plumbing]);
    const concrete = deviationOf(['carol', 'dave'], [c.concrete, c.concreteSub]);
    // The scenario: electrical −20 %, plumbing −17.5 %, concrete with its sub +40.9 %.
    expect([electrical, plumbing, concrete]).toEqual([-20, -17.5, 40.9]);
    const res = await call('PUT', 'contract-deviation', manager, {
      IsActive: true,
      Contracts: [
        { ContractId: c.electrical, UnderDeviation: 15, OverDeviation: 15 },
        { ContractId: c.plumbing, UnderDeviation: 20, OverDeviation: 20 },
        { ContractId: c.concrete, UnderDeviation: 10, OverDeviation: 30 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<ContractDeviationInstance>();
    expect(saved.Contracts.map((r) => [r.DisplayName, r.UnderDeviation, r.Deviation])).toEqual(
      expect.arrayContaining([
        [expect.any(String), 15, electrical],
        [expect.any(String), 20, plumbing],
        ['Concrete', 10, concrete],
        ['Owner Services', null, null],
      ]),
    );
    expect(saved.Contracts).toHaveLength(5);
    const facts = await openFacts('ContractDeviation');
    expect(facts.map((f) => [f.contract_id, f.details])).toEqual(
      [
        [c.electrical, { DeviationPercent: electrical, LimitPercent: -15 }],
        [c.concrete, { DeviationPercent: concrete, LimitPercent: 30 }],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    const overview = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${d.projectId}/alert-facts/active`,
        headers: manager,
      })
    ).json<ActiveAlertFacts>();
    expect(
      overview.Data.filter((f) => f.AlertType === 'ContractDeviation').map((f) => [
        f.CompanyName,
        f.DeviationPercent,
        f.LimitPercent,
        f.SnoozeIdField,
      ]),
    ).toEqual(expect.arrayContaining([['Concrete', concrete, 30, 'ContractAlertFactId']]));
  });

  it('evaluates once a day across servers, resolves a contract back within its limits, raises it again the next day', async () => {
    const c = d.contracts;
    const now = Date.now();
    // Loosen electrical's limit behind the editor's back: the day's first evaluation sees it.
    const limit = (under: number) =>
      t.db
        .updateTable('alert_contract_deviations')
        .set({ under_deviation: under })
        .where('contract_id', '=', c.electrical)
        .execute();
    await limit(25);
    const [a, b] = await Promise.all([
      t.app.services.contractDeviation.evaluate(now),
      t.app.services.contractDeviation.evaluate(now),
    ]);
    expect(a.resolved + b.resolved).toBe(1);
    expect((await openFacts('ContractDeviation')).map((f) => f.contract_id)).toEqual([c.concrete]);
    // Tighter again the same day: nothing until tomorrow's evaluation.
    await limit(15);
    expect(await t.app.services.contractDeviation.evaluate(now + 60_000)).toEqual({
      raised: 0,
      resolved: 0,
    });
    // Tomorrow today's hours count: electrical falls further behind (raised again), concrete's
    // lead shrinks within its 30 % (resolved).
    const next = addDays(today, 1);
    expect(deviationOf(['alice'], [c.electrical], next)).toBeLessThan(-15);
    expect(deviationOf(['carol', 'dave'], [c.concrete, c.concreteSub], next)).toBeLessThan(30);
    const tomorrow = await t.app.services.contractDeviation.evaluate(now + DAY);
    expect(tomorrow).toEqual({ raised: 1, resolved: 1 });
    expect((await openFacts('ContractDeviation')).map((f) => f.contract_id)).toEqual([
      c.electrical,
    ]);
  });

  it('lets a company’s contractor see and set only its own contracts', async () => {
    const c = d.contracts;
    const plumber = await contractorHeaders(t, d.projectId, c.plumbing, ['ManageAlerts']);
    const seen = (
      await call('GET', 'contract-deviation', plumber)
    ).json<ContractDeviationInstance>();
    expect(seen.Contracts.map((r) => r.ContractId)).toEqual([c.plumbing]);
    const refused = await call('PUT', 'contract-deviation', plumber, {
      Contracts: [{ ContractId: c.electrical, UnderDeviation: 5, OverDeviation: 5 }],
    });
    expect(refused.statusCode).toBe(404);
    await call('PUT', 'contract-deviation', plumber, { Contracts: [] });
    const rows = await t.db
      .selectFrom('alert_contract_deviations')
      .select('contract_id')
      .where('project_id', '=', d.projectId)
      .execute();
    // What the contractor may not see is not theirs to change: the other rows stay.
    expect(rows.map((r) => r.contract_id).sort()).toEqual([c.electrical, c.concrete].sort());
  });
});

describe('the end-date-in-jeopardy alert', () => {
  const trades = () => [
    d.contracts.electrical,
    d.contracts.plumbing,
    d.contracts.concrete,
    d.contracts.concreteSub,
  ];
  const people = ['alice', 'bob', 'carol', 'dave'] as const;

  it('says where the plan stands: the last forecast date, what remains, the pace and the projected finish', async () => {
    const manager = await memberHeaders(t, d.projectId, ['ManageAlerts']);
    const res = await call('GET', 'enddate', manager);
    expect(res.statusCode).toBe(200);
    const actual = actualBefore([...people], today);
    const fortnight = actual - actualBefore([...people], day(14));
    const remaining = plannedTotal(trades()) - actual;
    // Whole days at the pace (hundredths, integers), today the first of them.
    const days = Math.ceil((Math.round(remaining * 100) * 14) / Math.round(fortnight * 100));
    expect(res.json<EndDateInstance>()).toMatchObject({
      ProjectId: d.projectId,
      ProjectAlertId: 5,
      CutOffDays: null,
      Pace: {
        LastForecastDate: addDays(today, 20),
        RemainingHours: remaining,
        DailyHours: Math.round((fortnight / 14) * 100) / 100,
        ProjectedFinishDate: addDays(today, days - 1),
      },
    });
    expect(days - 1).toBeGreaterThan(20);
  });

  it('raises one fact once the forecast end is within the cut-off and the pace misses it', async () => {
    const manager = await memberHeaders(t, d.projectId, ['ManageAlerts']);
    for (const [payload, message] of [
      [{ ProjectId: d.projectId, CutOffDays: 0 }, END_DATE_MESSAGES.cutOff],
      [{ ProjectId: d.projectId, CutOffDays: 2.5 }, END_DATE_MESSAGES.cutOff],
      [{ ProjectId: d.projectId + 1, CutOffDays: 5 }, END_DATE_MESSAGES.projectMismatch],
    ] as const) {
      const res = await call('PUT', 'enddate', manager, payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    // The forecast end is 20 days away: a 19-day cut-off does not reach it.
    await call('PUT', 'enddate', manager, {
      ProjectId: d.projectId,
      IsActive: true,
      CutOffDays: 19,
    });
    expect(await openFacts('EndDate')).toEqual([]);
    const saved = (
      await call('PUT', 'enddate', manager, { ProjectId: d.projectId, CutOffDays: 20 })
    ).json<EndDateInstance>();
    expect(saved.CutOffDays).toBe(20);
    const facts = await openFacts('EndDate');
    expect(facts.map((f) => f.details)).toEqual([
      {
        LastForecastDate: addDays(today, 20),
        ProjectedFinishDate: saved.Pace.ProjectedFinishDate,
      },
    ]);
    // The loop's evaluations of the day (two servers) keep the one fact.
    await Promise.all([t.app.services.endDate.evaluate(), t.app.services.endDate.evaluate()]);
    expect(await openFacts('EndDate')).toHaveLength(1);
    // A wider cut-off changes nothing; switched off, the next day resolves it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${d.projectId}/alerts/5/active`,
      headers: manager,
      payload: { IsActive: false },
    });
    await t.app.services.endDate.evaluate(Date.now() + DAY);
    expect(await openFacts('EndDate')).toEqual([]);
  });

  it('is not another project’s to read or change', async () => {
    const otherProject = await createProject(t.db, { title: 'Elsewhere' });
    const stranger = await memberHeaders(t, otherProject, ['ManageAlerts']);
    expect((await call('GET', 'enddate', stranger)).statusCode).toBe(403);
    expect(
      (await call('PUT', 'enddate', stranger, { ProjectId: d.projectId, CutOffDays: 3 }))
        .statusCode,
    ).toBe(403);
  });
});
