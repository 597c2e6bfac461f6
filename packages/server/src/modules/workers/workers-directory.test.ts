import type {
  ProjectContractsResponse,
  RecentRegistrationsResponse,
  Tradesman,
  WorkerAutocompleteResponse,
  WorkerListResponse,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fx, get, setUpDirectoryFixture } from './workers-directory-fixture.ts';

beforeAll(setUpDirectoryFixture, 60_000);
afterAll(() => fx.t.close());

describe('GET /api/v1/projects/:projectId/workers', () => {
  const url = (q = '') => `/api/v1/projects/${fx.mine}/workers${q}`;

  it('lists the project’s workers (never the deleted), sorted and paged', async () => {
    const res = await get(url('?orderBy=lastName-ASC&limit=10'), fx.member);
    expect(res.statusCode).toBe(200);
    const body = res.json<WorkerListResponse>();
    expect(body.items.map((i) => i.lastName)).toEqual(['Anderson', 'Andrade', 'Zamora']);
    expect(body.paginationData).toEqual({ page: 1, limit: 10, totalItems: 3, totalPages: 1 });
    const desc = (await get(url('?orderBy=firstName-DESC'), fx.member)).json<WorkerListResponse>();
    expect(desc.items.map((i) => i.firstName)).toEqual(['Carla', 'Bob', 'Ana']);
  });

  it('searches from 3 characters, filters by contracts', async () => {
    const found = (await get(url('?searchString=and'), fx.member)).json<WorkerListResponse>();
    expect(found.items.map((i) => i.firstName).sort()).toEqual(['Bob', 'Carla']);
    const short = (await get(url('?searchString=an'), fx.member)).json<WorkerListResponse>();
    expect(short.paginationData.totalItems).toBe(3);
    const site = (await get(url('?searchString=s-004'), fx.member)).json<WorkerListResponse>();
    expect(site.items.map((i) => i.workerId)).toEqual([fx.w.ana]);
    const literal = (
      await get(url('?searchString=%25%25%25'), fx.member)
    ).json<WorkerListResponse>();
    expect(literal.items).toEqual([]);
    const byContract = (
      await get(url(`?contractId=${fx.contractB}`), fx.member)
    ).json<WorkerListResponse>();
    expect(byContract.items.map((i) => i.workerId)).toEqual([fx.w.bob]);
    const both = await get(url(`?contractId=${fx.contractA},${fx.contractB}&limit=50`), fx.member);
    expect(both.json<WorkerListResponse>().paginationData.totalItems).toBe(3);
  });

  it('pages: totalPages, and a page past the end is empty with the total', async () => {
    const res = (await get(url('?limit=10&page=5'), fx.member)).json<WorkerListResponse>();
    expect(res.items).toEqual([]);
    expect(res.paginationData.totalPages).toBe(1);
    expect(res.paginationData.totalItems).toBe(3);
  });

  it('refuses bad input with 400', async () => {
    for (const q of [
      '?limit=20',
      '?orderBy=salary-ASC',
      '?orderBy=lastName',
      '?page=0',
      '?contractId=abc',
      '?contractId=2147483648',
      `?searchString=${'x'.repeat(101)}`,
    ]) {
      expect((await get(url(q), fx.member)).statusCode, q).toBe(400);
    }
    expect((await get('/api/v1/projects/2147483648/workers', fx.member)).statusCode).toBe(400);
  });

  it('another project’s user gets 403 and no data', async () => {
    const res = await get(url(), fx.outsider);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Zamora');
  });
});

describe('GET /api/v1/projects/:projectId/contracts', () => {
  it('lists the project’s contracts for the picker; 403 elsewhere; 400 on bad input', async () => {
    const url = `/api/v1/projects/${fx.mine}/contracts?page=1&pageSize=10000&includeChildren=false`;
    const res = await get(url, fx.member);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectContractsResponse>()).toEqual({
      Data: [
        { ContractId: fx.contractA, DisplayName: 'Acme Concrete', ParentContractId: null },
        { ContractId: fx.contractB, DisplayName: 'Bolt Electric', ParentContractId: null },
      ],
      TotalCount: 2,
    });
    const other = await get(url, fx.outsider);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Acme');
    expect((await get(`${url}&pageSize=10001`, fx.member)).statusCode).toBe(400);
  });
});

describe('autocomplete and search-tradesmen', () => {
  it('suggests from 3 characters, with first and last names', async () => {
    const res = await get(
      `/api/v1/projects/${fx.mine}/workers/autocomplete?searchString=And`,
      fx.member,
    );
    expect(res.statusCode).toBe(200);
    const items = res.json<WorkerAutocompleteResponse>().items;
    expect(items.map((i) => `${i.firstName} ${i.lastName}`).sort()).toEqual([
      'Bob Anderson',
      'Carla Andrade',
    ]);
    const short = await get(
      `/api/v1/projects/${fx.mine}/workers/autocomplete?searchString=An`,
      fx.member,
    );
    expect(short.json<WorkerAutocompleteResponse>().items).toEqual([]);
  });

  it('finds a worker by the whole name, and with or without accents', async () => {
    await fx.t.db
      .updateTable('workers')
      .set({ last_name: 'Zamorá' })
      .where('worker_id', '=', fx.w.ana)
      .execute();
    try {
      for (const text of ['Ana Zamorá', 'ana  zamora', 'ANA ZAMORA', 'zamora', 'Zamorá']) {
        const res = await get(
          `/api/v1/project/${fx.mine}/search-tradesmen?searchString=${encodeURIComponent(text)}`,
          fx.member,
        );
        expect(
          res.json<Tradesman[]>().map((t) => t.WorkerId),
          text,
        ).toEqual([fx.w.ana]);
      }
    } finally {
      await fx.t.db
        .updateTable('workers')
        .set({ last_name: 'Zamora' })
        .where('worker_id', '=', fx.w.ana)
        .execute();
    }
  });

  it('looks tradesmen up under the spec’s path', async () => {
    const res = await get(
      `/api/v1/project/${fx.mine}/search-tradesmen?searchString=zam`,
      fx.member,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Tradesman[]>()).toMatchObject([
      { WorkerId: fx.w.ana, WorkerName: 'Ana Zamora', SubContractId: fx.contractA },
    ]);
  });

  it('another project’s user gets 403; ids beyond int range 400', async () => {
    for (const path of [
      `/api/v1/projects/${fx.mine}/workers/autocomplete?searchString=and`,
      `/api/v1/project/${fx.mine}/search-tradesmen?searchString=and`,
    ]) {
      const res = await get(path, fx.outsider);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Anderson');
    }
    const big = await get(
      '/api/v1/project/99999999999/search-tradesmen?searchString=and',
      fx.member,
    );
    expect(big.statusCode).toBe(400);
  });
});

describe('GET /api/v1/project/registrations/recent', () => {
  it('answers Workers, most recently registered first (CanDoRegistrations)', async () => {
    const res = await get(`/api/v1/project/registrations/recent?projectId=${fx.mine}`, fx.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json<RecentRegistrationsResponse>().Workers.map((r) => r.WorkerId)).toEqual([
      fx.w.bob,
      fx.w.carla,
      fx.w.ana,
    ]);
  });

  it('403 without the permission or for another project; 400 on bad input', async () => {
    expect(
      (await get(`/api/v1/project/registrations/recent?projectId=${fx.mine}`, fx.viewer))
        .statusCode,
    ).toBe(403);
    const other = await get(
      `/api/v1/project/registrations/recent?projectId=${fx.mine}`,
      fx.outsider,
    );
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Anderson');
    expect(
      (await get('/api/v1/project/registrations/recent?projectId=2147483648', fx.manager))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/v1/project/registrations/recent?projectId=${fx.mine}&limit=0`, fx.manager))
        .statusCode,
    ).toBe(400);
  });
});
