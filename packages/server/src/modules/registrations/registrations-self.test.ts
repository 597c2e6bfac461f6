import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type {
  RecentRegistrationsResponse,
  SelfRegistrationDone,
  SelfRegistrationForm,
  SelfRegistrationSubmit,
  TokenResponse,
  WorkerSignedDocument,
} from '@siteline/shared';
import { postgresBlobStore } from '../../db/blob-store.ts';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { registrationsFixture, samplePdf, type ApiErrors } from './registrations-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
let documentId: number;
let otherDocumentId: number;
let reader: TokenResponse;
const PIN = 'HRBPT7K2';

const publicCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

async function upload(project: number, displayName: string) {
  const pdf = await samplePdf();
  const res = await f.call('POST', '/api/v2/projects/{id}/documents', {
    project,
    ...(project === f.projectId ? {} : { tokens: f.stranger.tokens }),
    payload: {
      displayName,
      attachment: {
        displayName,
        mimeType: 'application/pdf',
        encoding: 'base64',
        file: pdf.toString('base64'),
        originalFilename: `${displayName}.pdf`,
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ registrationDocumentId: number }>().registrationDocumentId;
}

const signature = async () =>
  (
    await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 70" stroke="black" fill="none" stroke-width="4"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
  ).toString('base64');

const photo = async () =>
  (
    await sharp({
      create: { width: 900, height: 1600, channels: 3, background: { r: 180, g: 140, b: 110 } },
    })
      .jpeg()
      .toBuffer()
  ).toString('base64');

let body: SelfRegistrationSubmit;

const workerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('workers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('project_id', '=', f.projectId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t, PIN);
  await f.contract(f.projectId, f.bolt, 'Low Voltage');
  const user = await createUser(t.db);
  await addMember(t.db, f.projectId, user.userId, ['WorkerDocuments']);
  reader = await tokensFor(t.app, user.email, PASSWORD);
  documentId = await upload(f.projectId, 'Site safety rules');
  otherDocumentId = await upload(f.otherProjectId, 'Other site rules');
  body = {
    Language: 'english',
    CompanyId: f.acme,
    ContractId: null,
    Fields: { FirstName: 'Lucía', LastName: 'Fernández', Telephone: '(718) 555-0142' },
    Signatures: [{ RegistrationDocumentId: documentId, SignaturePng: await signature() }],
    Photo: await photo(),
  };
});
afterAll(() => t.close());

describe('the self-registration form', () => {
  it('shows the project’s title, self-service fields, listable companies and documents, without a session', async () => {
    const res = await publicCall('GET', `/api/v1/public/registrations/${PIN.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const form = res.json<SelfRegistrationForm>();
    expect(form.ProjectTitle).toBe('Harbor Point');
    const names = form.Fields.map((field) => field.FieldName);
    expect(names).toEqual(expect.arrayContaining(['FirstName', 'LastName']));
    expect(
      form.Fields.every((x) => x.IncludeInSelfServiceRegistration || /Name$/.test(x.FieldName)),
    ).toBe(true);
    expect(form.Companies.map((c) => [c.CompanyId, c.Contracts.length])).toEqual([
      [f.acme, 1],
      [f.bolt, 2],
    ]);
    expect(form.Documents).toEqual([
      {
        RegistrationDocumentId: documentId,
        DisplayName: 'Site safety rules',
        FileUrl: `/api/v1/public/registrations/${PIN}/documents/${documentId}`,
      },
    ]);
    const file = await publicCall('GET', form.Documents[0]!.FileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('knows no other pin, and no other project’s document', async () => {
    const unknown = await publicCall('GET', '/api/v1/public/registrations/ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrors>().errors[0]?.errorMessage).toBe(
      'This registration link is not valid. Ask at the site office for the current QR code.',
    );
    expect((await publicCall('GET', '/api/v1/public/registrations/%3Cscript%3E')).statusCode).toBe(
      400,
    );
    const across = await publicCall(
      'GET',
      `/api/v1/public/registrations/${PIN}/documents/${otherDocumentId}`,
    );
    expect(across.statusCode).toBe(404);
  });
});

describe('a worker registers themselves', () => {
  it('refuses what is wrong, in the worker’s language, and writes nothing', async () => {
    const before = await workerCount();
    const cases: [Partial<SelfRegistrationSubmit>, number, string][] = [
      [{ Signatures: [] }, 400, 'Sign every document before you send.'],
      [
        {
          Signatures: [
            { RegistrationDocumentId: otherDocumentId, SignaturePng: await signature() },
          ],
        },
        400,
        'A signed document is not one of this project’s documents.',
      ],
      [{ CompanyId: f.bolt }, 400, 'Choose the work you are here for.'],
      [{ CompanyId: f.stranger.userId + 100_000 }, 400, 'Choose your company.'],
      [
        { Photo: Buffer.from('%PDF-1.7 not a picture').toString('base64') },
        400,
        'The photo must be a JPEG, PNG or WebP picture.',
      ],
      [
        { Signatures: [{ RegistrationDocumentId: documentId, SignaturePng: await photo() }] },
        400,
        'A signature must be a PNG picture.',
      ],
      [{ Language: 'spanish', Fields: { FirstName: 'Lucía' } }, 400, 'Apellido es obligatorio.'],
    ];
    for (const [change, status, message] of cases) {
      const res = await publicCall('POST', `/api/v1/public/registrations/${PIN}`, {
        ...body,
        ...change,
      });
      expect(res.statusCode, message).toBe(status);
      expect(
        res
          .json<ApiErrors>()
          .errors.map((e) => e.errorMessage)
          .join(' '),
      ).toContain(message);
    }
    expect(await workerCount()).toBe(before);
  });

  it('registers them with their photo and signed copy, and staff see the code in recent registrations', async () => {
    const res = await publicCall('POST', `/api/v1/public/registrations/${PIN}`, body);
    expect(res.statusCode).toBe(201);
    const done = res.json<SelfRegistrationDone>();
    expect(done.ConfirmationCode).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
    expect(done).toMatchObject({
      WorkerName: 'Lucía Fernández',
      CompanyName: `Acme Concrete ${f.projectId}`,
    });

    const worker = await t.db
      .selectFrom('workers')
      .selectAll()
      .where('project_id', '=', f.projectId)
      .where('self_registration_code', '=', done.ConfirmationCode)
      .executeTakeFirstOrThrow();
    expect(worker).toMatchObject({
      first_name: 'Lucía',
      last_name: 'Fernández',
      contract_id: f.acmeContract,
      profile_picture_aspect_ratio: 0.75,
    });
    const stored = await postgresBlobStore.get(t.db, worker.photo_blob_uid!);
    const meta = await sharp(stored!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 800]);

    const recent = await f.call(
      'GET',
      `/api/v1/project/registrations/recent?projectId=${f.projectId}`,
    );
    const row = recent.json<RecentRegistrationsResponse>().Workers[0];
    expect(row).toMatchObject({
      WorkerId: worker.worker_id,
      SelfRegistrationCode: done.ConfirmationCode,
      HasBadge: false,
      PossibleDuplicateOf: null,
    });

    const documents = await f.call(
      'GET',
      `/api/v1/projects/{id}/workers/${worker.worker_id}/documents`,
      { tokens: reader },
    );
    const [signed] = documents.json<WorkerSignedDocument[]>();
    expect(signed?.DisplayName).toBe('Site safety rules');
    const copy = await f.call('GET', signed!.FileUrl, { tokens: reader });
    const pdf = await PDFDocument.load(copy.rawPayload);
    // The document's own page, then the signature page.
    expect(pdf.getPageCount()).toBe(2);

    const changelog = await t.db
      .selectFrom('worker_changelog')
      .select(['field_name', 'new_value', 'changed_by_user_id'])
      .where('worker_id', '=', worker.worker_id)
      .execute();
    expect(changelog).toEqual(
      expect.arrayContaining([
        {
          field_name: 'Registration',
          new_value: 'Registered themselves',
          changed_by_user_id: null,
        },
        { field_name: 'Signed', new_value: 'Site safety rules', changed_by_user_id: null },
      ]),
    );
  });

  it('takes a second registration of the same person like any, and flags it for the office', async () => {
    const first = await t.db
      .selectFrom('workers')
      .select(['worker_id', 'first_name', 'last_name'])
      .where('project_id', '=', f.projectId)
      .orderBy('worker_id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await workerCount();
    const res = await publicCall('POST', `/api/v1/public/registrations/${PIN}`, {
      ...body,
      Photo: null,
    });
    // The answer does not tell whoever holds the pin that this person is on the project.
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json<SelfRegistrationDone>();
    expect(done.ConfirmationCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(await workerCount()).toBe(before + 1);
    const recent = await f.call(
      'GET',
      `/api/v1/project/registrations/recent?projectId=${f.projectId}`,
    );
    expect(recent.json<RecentRegistrationsResponse>().Workers[0]).toMatchObject({
      SelfRegistrationCode: done.ConfirmationCode,
      PossibleDuplicateOf: {
        WorkerId: first.worker_id,
        WorkerName: `${first.first_name} ${first.last_name}`,
      },
    });
  });
});
