import {
  CONTRACT_MESSAGES,
  type Company,
  type CompanyAddResult,
  type ProjectCompany,
  type TokenResponse,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/factories.ts';
import { contractsKit } from './contracts-fixture.ts';
import { isPossibleMatch } from './companies.service.ts';

let t: TestApp;
let mine: number;
let theirs: number;
let mineToo: number;
let manager: TokenResponse;
let viewer: TokenResponse;
let outsider: TokenResponse;
let atlas = 0;

const kit = contractsKit(() => t);
const { member, insertCompany } = kit;
const companyCount = () => kit.count('companies');

const get = (url: string, tokens: TokenResponse) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens) });
const add = (body: unknown, tokens = manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/company/add',
    headers: bearer(tokens),
    payload: body as object,
  });

beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db);
  theirs = await createProject(t.db);
  mineToo = await createProject(t.db);
  atlas = await insertCompany('Atlas Concrete Co.');
  // Companies are global, but each user sees those of their own projects only.
  const onProject = async (projectId: number, name: string) => {
    const id = await insertCompany(name);
    await t.db
      .insertInto('contracts')
      .values({ project_id: projectId, company_id: id, trade: 'Other' })
      .execute();
  };
  await onProject(mineToo, 'Atlas Crane & Rigging');
  await onProject(mineToo, '');
  await onProject(mineToo, '   ');
  await onProject(mineToo, '#Atlas (do not use)');
  await onProject(mineToo, '100%_Atlas');
  await onProject(theirs, 'Atlas Theirs Ltd');
  await insertCompany('Atlas On No Project');
  await t.db
    .insertInto('contracts')
    .values({ project_id: mine, company_id: atlas, trade: 'Concrete' })
    .execute();
  manager = await member([mine, mineToo], ['ManageContractsNoValues']);
  viewer = await member([mine]);
  outsider = await member([theirs], ['ManageContractsValues']);
}, 60_000);
afterAll(() => t.close());

describe('GET company/companies (assign a placeholder)', () => {
  it('finds by part of the name, starts first, without empty or "#" names', async () => {
    const res = await get('/api/v1/company/companies?companyName=atlas', manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Company[]>().map((c) => c.Name)).toEqual([
      'Atlas Concrete Co.',
      'Atlas Crane & Rigging',
      '100%_Atlas',
    ]);
    // LIKE's wildcards are plain characters in a search.
    const literal = await get('/api/v1/company/companies?companyName=%25_', manager);
    expect(literal.json<Company[]>().map((c) => c.Name)).toEqual(['100%_Atlas']);
  });

  it('needs a contract permission on some project, and shows only its projects’ companies', async () => {
    expect((await get('/api/v1/company/companies?companyName=a', viewer)).statusCode).toBe(403);
    const theirs = await get('/api/v1/company/companies?companyName=atlas', outsider);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<Company[]>().map((c) => c.Name)).toEqual(['Atlas Theirs Ltd']);
  });

  it('reaches in demo mode the demo projects’ companies only, and the other way round', async () => {
    const demo = await createProject(t.db, { isDemo: true });
    const id = await insertCompany('Atlas Demo Scaffolding');
    await t.db
      .insertInto('contracts')
      .values({ project_id: demo, company_id: id, trade: 'Other' })
      .execute();
    // A member of a real project and of the demo one, managing contracts on both.
    const both = await member([theirs, demo], ['ManageContractsValues']);
    const names = async (demoMode: boolean) =>
      (
        await t.app.inject({
          url: '/api/v1/company/companies?companyName=atlas',
          headers: bearer(both, demoMode),
        })
      )
        .json<Company[]>()
        .map((c) => c.Name);
    expect(await names(true)).toEqual(['Atlas Demo Scaffolding']);
    expect(await names(false)).toEqual(['Atlas Theirs Ltd']);
  });
});

describe('GET company/companies-by-project (add a contract)', () => {
  it('flags a company that already has a contract on the project', async () => {
    const res = await get(
      `/api/v1/company/companies-by-project?projectId=${mine}&companyName=atl`,
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<ProjectCompany[]>();
    expect(rows.map((c) => [c.Name, c.HasContractOnProject])).toEqual([
      ['Atlas Concrete Co.', true],
      ['Atlas Crane & Rigging', false],
      ['100%_Atlas', false],
    ]);
  });

  it('is walled per project (403 for another project’s user and a viewer)', async () => {
    const url = `/api/v1/company/companies-by-project?projectId=${mine}&companyName=a`;
    expect((await get(url, outsider)).statusCode).toBe(403);
    expect((await get(url, viewer)).statusCode).toBe(403);
    // Without a project there is nothing to search against.
    expect(
      (await get('/api/v1/company/companies-by-project?companyName=a', manager)).statusCode,
    ).toBe(400);
  });
});

describe('POST company/add', () => {
  it('answers possible matches without creating, then creates with force', async () => {
    const before = await companyCount();
    const first = await add({ name: 'atlas concrete company', url: '', phone: '' });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json<CompanyAddResult>();
    expect(result.CreatedCompanyId).toBeNull();
    expect(result.PossibleMatches.map((c) => c.CompanyId)).toEqual([atlas]);
    expect(await companyCount()).toBe(before);

    const forced = await add({ name: 'Atlas Concrete Company', force: true });
    const created = forced.json<CompanyAddResult>();
    expect(created.CreatedCompanyId).toBeGreaterThan(0);
    expect(created.CreatedCompany?.Name).toBe('Atlas Concrete Company');
    expect(await companyCount()).toBe(before + 1);
  });

  it('creates a new name at once, with its web address and phone', async () => {
    const res = await add({
      name: '  Keystone   Steel Erectors ',
      url: 'https://keystone.example',
      phone: '+1 201 555 0191',
    });
    const result = res.json<CompanyAddResult>();
    expect(result.PossibleMatches).toEqual([]);
    expect(result.CreatedCompany).toMatchObject({
      Name: 'Keystone Steel Erectors',
      Url: 'https://keystone.example',
      Phone: '+1 201 555 0191',
    });
  });

  it('refuses bad input (400) and a member without a contract permission (403), writing nothing', async () => {
    const before = await companyCount();
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Ok Co', url: 'javascript:alert(1)' },
      { name: 'Ok Co', phone: 'call me' },
      { name: 'Ok\u0000Co' },
      {},
    ]) {
      expect((await add(body)).statusCode).toBe(400);
    }
    const empty = await add({ name: ' ' });
    expect(empty.json<{ errors: { errorMessage: string }[] }>().errors[0]?.errorMessage).toBe(
      CONTRACT_MESSAGES.companyNameRequired,
    );
    expect((await add({ name: 'Viewer Co' }, viewer)).statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });
});

describe('isPossibleMatch', () => {
  it('matches the same firm across case, punctuation and legal suffixes, and name extensions', () => {
    expect(isPossibleMatch('ATLAS CONCRETE', 'Atlas Concrete Co.')).toBe(true);
    expect(
      isPossibleMatch('Delgado Demolition and Hauling LLC', 'Delgado Demolition & Hauling'),
    ).toBe(true);
    expect(isPossibleMatch('Atlas Concrete Pumping', 'Atlas Concrete Co.')).toBe(true);
    expect(isPossibleMatch('Atlas Crane', 'Atlas Concrete Co.')).toBe(false);
    expect(isPossibleMatch('Atlasco', 'Atlas')).toBe(false);
  });
});
