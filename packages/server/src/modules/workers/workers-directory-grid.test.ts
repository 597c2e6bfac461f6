import type { WorkerDirectoryResponse } from '@siteline/shared';
import type { DirectoryValuesResponse } from '@siteline/shared/workers/workers-directory-grid.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fx, get, setUpDirectoryFixture } from './workers-directory-fixture.ts';

/**
 * The advanced directory's filter row, header filters and grouping, done by the server over every
 * page (CHECKLIST 10.13): Ana Zamora and Carla Andrade of Acme Concrete, Bob Anderson of Bolt
 * Electric; Ana is a new hire with a blood type on file.
 */
beforeAll(setUpDirectoryFixture, 60_000);
afterAll(() => fx.t.close());

const url = (params: Record<string, string> = {}, path = '') =>
  `/api/v1/report/${fx.mine}/worker-directory${path}?${new URLSearchParams(params).toString()}`;
const directory = async (params: Record<string, string>, tokens = fx.manager) => {
  const res = await get(url(params), tokens);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkerDirectoryResponse>();
};
const values = async (params: Record<string, string>, tokens = fx.manager) => {
  const res = await get(url(params, '/values'), tokens);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DirectoryValuesResponse>();
};
const names = (r: WorkerDirectoryResponse) => r.Workers.map((w) => w.WorkerName);
const filters = (list: unknown[]) => JSON.stringify(list);

describe('the advanced directory’s filters, on the server', () => {
  it('filters by a column’s text, without case or accents, and counts what is left', async () => {
    const acme = await directory({ filters: filters([{ id: 'SubContractId', text: 'acmé' }]) });
    expect(names(acme)).toEqual(['Carla Andrade', 'Ana Zamora']);
    expect(acme.TotalCount).toBe(2);
    const both = await directory({
      filters: filters([
        { id: 'SubContractId', text: 'acme' },
        { id: 'WorkerName', text: 'ZAM' },
      ]),
    });
    expect(names(both)).toEqual(['Ana Zamora']);
  });

  it('filters by the header filter’s values, exactly, blanks included', async () => {
    const hires = await directory({ filters: filters([{ id: 'NewHireString', values: ['Yes'] }]) });
    expect(names(hires)).toEqual(['Ana Zamora']);
    const blank = await directory({ filters: filters([{ id: 'NewHireString', values: [''] }]) });
    expect(names(blank)).toEqual(['Bob Anderson', 'Carla Andrade']);
    const hours = await directory({
      filters: filters([{ id: 'TotalGrossHoursSeen', values: ['15.59', '10.50'] }]),
    });
    expect(names(hours).sort()).toEqual(['Ana Zamora', 'Bob Anderson']);
  });

  it('lists a column’s values under the other columns’ filters, blanks last', async () => {
    expect(await values({ column: 'SubContractId' })).toEqual({
      Column: 'SubContractId',
      Values: ['Acme Concrete', 'Bolt Electric'],
      Truncated: false,
    });
    const newHires = await values({
      column: 'SubContractId',
      filters: filters([
        { id: 'NewHireString', values: ['Yes'] },
        { id: 'SubContractId', values: ['Bolt Electric'] },
      ]),
    });
    expect(newHires.Values).toEqual(['Acme Concrete']);
    expect((await values({ column: 'NewHireString' })).Values).toEqual(['Yes', '']);
    expect((await values({ column: 'extra.BloodType' })).Values).toEqual(['O+', '']);
  });

  it('refuses a column the caller’s directory does not show, and a malformed filter', async () => {
    // The viewer may not see health fields: filtering by one would tell them its values.
    const hidden = await get(
      url({ filters: filters([{ id: 'extra.BloodType', values: ['O+'] }]) }),
      fx.viewer,
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.body).toContain('extra.BloodType');
    expect((await get(url({ column: 'extra.BloodType' }, '/values'), fx.viewer)).statusCode).toBe(
      400,
    );
    expect((await get(url({ groupBy: 'Nope' }), fx.manager)).statusCode).toBe(400);
    const bad = await get(url({ filters: '[{"id":' }), fx.manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filters must be a JSON list');
    expect((await get(url({ groupBy: 'A,B,C,D' }), fx.manager)).statusCode).toBe(400);
  });

  it('gives another project’s manager and a member without the permission nothing', async () => {
    for (const tokens of [fx.outsider, fx.member]) {
      expect((await get(url({ column: 'WorkerName' }, '/values'), tokens)).statusCode).toBe(403);
      expect((await get(url({ groupBy: 'SubContractId' }), tokens)).statusCode).toBe(403);
    }
  });
});

describe('the advanced directory’s grouping, on the server', () => {
  it('pages in group order and gives each group’s size over every page', async () => {
    // 110 more workers of Bolt Electric, whose last names sort before the others'.
    await fx.t.db
      .insertInto('workers')
      .values(
        Array.from({ length: 110 }, (_, i) => ({
          project_id: fx.mine,
          contract_id: fx.contractB,
          first_name: 'Crew',
          last_name: `Aa${String(i).padStart(3, '0')}`,
        })),
      )
      .execute();
    const first = await directory({ groupBy: 'SubContractId', pageSize: '100' });
    expect(first.TotalCount).toBe(113);
    expect(first.Groups).toEqual([
      { Values: ['Acme Concrete'], Count: 2 },
      { Values: ['Bolt Electric'], Count: 111 },
    ]);
    // Acme's two first, in the directory's order; then Bolt's, theirs.
    expect(names(first).slice(0, 3)).toEqual(['Carla Andrade', 'Ana Zamora', 'Crew Aa000']);
    const second = await directory({ groupBy: 'SubContractId', pageSize: '100', page: '2' });
    expect(second.Workers).toHaveLength(13);
    expect(second.Workers.every((w) => w.CompanyName === 'Bolt Electric')).toBe(true);
    expect(names(second).at(-1)).toBe('Bob Anderson');
    // Two levels, filtered: the new hire alone in Acme's Yes group.
    const nested = await directory({
      groupBy: 'SubContractId,NewHireString',
      filters: filters([{ id: 'SubContractId', values: ['Acme Concrete'] }]),
    });
    expect(nested.Groups).toEqual([
      { Values: ['Acme Concrete', 'Yes'], Count: 1 },
      { Values: ['Acme Concrete', ''], Count: 1 },
    ]);
    expect(names(nested)).toEqual(['Ana Zamora', 'Carla Andrade']);
  });
});
