import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RegistrationDuplicate,
  RegistrationMetadata,
  SingleRegistration,
} from '@siteline/shared';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture } from './registrations-fixture.ts';

type ApiErrors = { errors: { errorMessage: string }[] };

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
});
afterAll(() => t.close());

const workersOf = (projectId: number) =>
  t.db
    .selectFrom('workers')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('worker_id')
    .execute();

function body(overrides: Partial<SingleRegistration> = {}): SingleRegistration {
  return {
    ProjectId: f.projectId,
    CompanyId: f.acme,
    ContractId: f.acmeContract,
    IsWriteInCompany: false,
    WriteInCompanyName: null,
    Fields: {},
    Tag: null,
    TagConfirmation: null,
    ...overrides,
  };
}

describe('registrations/metadata', () => {
  it('lists companies working on the project without empty or # names', async () => {
    const res = await f.call('GET', '/api/v1/projects/{id}/registrations/metadata');
    expect(res.statusCode).toBe(200);
    const data = res.json<RegistrationMetadata>();
    expect(data.Companies.map((c) => c.CompanyId)).toEqual([f.acme, f.bolt]);
    expect(data.Companies[0]?.Contracts.map((c) => c.ContractId)).toEqual([f.acmeContract]);
    expect(data.Companies[0]?.Contracts[0]?.DisplayName).toContain('Acme');
    expect(data.Contracts).toHaveLength(4);
  });
});

describe('single registration', () => {
  it('creates the worker with columns, nested fields, the badge and the changelog at once', async () => {
    const res = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      payload: body({
        Fields: {
          FirstName: 'Ana',
          LastName: 'Ruiz',
          BirthDate: '1990-04-02',
          Telephone: '(555) 010-2000',
          Ethnicity: 'Basque',
          NewHire: true,
          State: 'NY',
          'EmergencyContact.Name': 'Luis Ruiz',
        },
        Tag: 'BADGE-0001',
        TagConfirmation: 'BADGE-0001',
      }),
    });
    expect(res.statusCode).toBe(201);
    const { workerId } = res.json<{ workerId: number }>();
    const [worker] = (await workersOf(f.projectId)).filter((w) => w.worker_id === workerId);
    expect(worker).toMatchObject({
      first_name: 'Ana',
      last_name: 'Ruiz',
      telephone: '+15550102000',
      ethnicity: 'Basque',
      contract_id: f.acmeContract,
      fields: {
        BirthDate: '1990-04-02',
        NewHire: true,
        State: 'NY',
        EmergencyContact: { Name: 'Luis Ruiz' },
      },
    });
    const badge = await t.db
      .selectFrom('worker_tags as wt')
      .innerJoin('tags as t', (j) =>
        j.onRef('t.project_id', '=', 'wt.project_id').onRef('t.tag_id', '=', 'wt.tag_id'),
      )
      .select(['t.tag', 'wt.valid_to', sql<boolean>`wt.valid_from <= now()`.as('held_now')])
      .where('wt.project_id', '=', f.projectId)
      .where('wt.worker_id', '=', workerId)
      .execute();
    // From the moment of registration, whatever the hour (before the workday boundary too).
    expect(badge).toEqual([{ tag: 'BADGE-0001', valid_to: null, held_now: true }]);
    const log = await t.db
      .selectFrom('worker_changelog')
      .select(['field_name', 'new_value', 'changed_by_user_id'])
      .where('worker_id', '=', workerId)
      .execute();
    expect(log.map((l) => l.field_name)).toEqual(
      expect.arrayContaining(['Registration', 'FirstName', 'LastName', 'ContractId', 'Tag']),
    );
    expect(log.find((l) => l.field_name === 'NewHire')?.new_value).toBe('Yes');
    expect(log.every((l) => l.changed_by_user_id === f.registrar.userId)).toBe(true);
  });

  it('flags the same name and birth date, or the same phone, before a second record', async () => {
    const before = (await workersOf(f.projectId)).length;
    const sameName = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      payload: body({ Fields: { FirstName: 'ana', LastName: 'RUIZ', BirthDate: '1990-04-02' } }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      errors: [{ errorMessage: 'Ana Ruiz may already be registered on this project.' }],
      Duplicates: [{ FirstName: 'Ana', Reason: 'nameAndBirthDate' }],
    });
    const samePhone = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      payload: body({ Fields: { FirstName: 'Bea', LastName: 'Soto', Telephone: '555-010-2000' } }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json<RegistrationDuplicate>().Duplicates[0]?.Reason).toBe('telephone');
    expect((await workersOf(f.projectId)).length).toBe(before);
    const anyway = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      payload: body({
        Fields: { FirstName: 'Bea', LastName: 'Soto', Telephone: '555-010-2000' },
        AllowDuplicate: true,
      }),
    });
    expect(anyway.statusCode).toBe(201);
  });

  it('asks the second of two desks registering one person at once to confirm', async () => {
    const payload = body({
      Fields: { FirstName: 'Cruz', LastName: 'Twice', Telephone: '555-010-3000' },
    });
    const answers = await Promise.all(
      [0, 1].map(() => f.call('POST', '/api/v1/projects/{id}/registrations', { payload })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('takes a write-in company under the chosen contract', async () => {
    const res = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      payload: body({
        CompanyId: -1,
        IsWriteInCompany: true,
        WriteInCompanyName: 'Nuevo Drywall LLC',
        ContractId: f.boltContract,
        Fields: { FirstName: 'Carl', LastName: 'Diaz' },
      }),
    });
    expect(res.statusCode).toBe(201);
    const worker = (await workersOf(f.projectId)).find(
      (w) => w.worker_id === res.json<{ workerId: number }>().workerId,
    );
    expect(worker?.fields).toMatchObject({ WriteInCompanyName: 'Nuevo Drywall LLC' });
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const before = {
      workers: (await workersOf(f.projectId)).length,
      tags: (await t.db.selectFrom('tags').select('tag_id').execute()).length,
    };
    const cases: [Partial<SingleRegistration>, RegExp][] = [
      [{ Fields: { FirstName: 'Dan' } }, /Last name is required/],
      [
        { Fields: { FirstName: 'Dan', LastName: 'Eck', State: 'Atlantis' } },
        /State “Atlantis” is not one of the choices \(Alabama, Alaska/,
      ],
      [
        { Fields: { FirstName: 'Dan', LastName: 'Eck', BirthDate: '02/04/1990' } },
        /Date of birth “02\/04\/1990” is not a date: write it as MM\/DD\/YYYY/,
      ],
      [
        { Fields: { FirstName: 'Dan', LastName: 'Eck', Password: 'x' } },
        /Password is not a registration field/,
      ],
      [
        { Fields: { FirstName: 'Dan', LastName: 'Eck' }, Tag: 'B-9', TagConfirmation: 'B-8' },
        /do not match/,
      ],
      [
        { Fields: { FirstName: 'Dan', LastName: 'Eck' }, ContractId: f.boltContract },
        /not on this project/,
      ],
      [
        { Fields: { FirstName: 'Dan', LastName: 'Eck' }, CompanyId: -1, IsWriteInCompany: true },
        /Write in/,
      ],
      [{ Fields: { FirstName: 'Dan', LastName: 'Eck' }, ProjectId: f.otherProjectId }, /ProjectId/],
      [
        {
          Fields: { FirstName: 'Dan', LastName: 'Eck' },
          Tag: 'BADGE-0001',
          TagConfirmation: 'BADGE-0001',
        },
        /Tag BADGE-0001 is already held by Ana Ruiz/,
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await f.call('POST', '/api/v1/projects/{id}/registrations', {
        payload: body(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(
        res
          .json<ApiErrors>()
          .errors.map((e) => e.errorMessage)
          .join(' '),
      ).toMatch(message);
    }
    expect((await workersOf(f.projectId)).length).toBe(before.workers);
    expect((await t.db.selectFrom('tags').select('tag_id').execute()).length).toBe(before.tags);
  });

  it('refuses another project’s registrar with 403 and writes nothing', async () => {
    const before = (await workersOf(f.projectId)).length;
    const res = await f.call('POST', '/api/v1/projects/{id}/registrations', {
      tokens: f.stranger.tokens,
      payload: body({ Fields: { FirstName: 'Eve', LastName: 'Fox' } }),
    });
    expect(res.statusCode).toBe(403);
    expect((await workersOf(f.projectId)).length).toBe(before);
  });
});
