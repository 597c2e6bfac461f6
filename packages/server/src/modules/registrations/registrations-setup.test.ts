import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProjectPin,
  RegistrationFieldOverride,
  RegistrationFieldSelection,
} from '@siteline/shared';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture, samplePdf, type ApiErrors } from './registrations-fixture.ts';
import { looksLikePdf } from './registrations-documents.service.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
});
afterAll(() => t.close());
const selectionRows = (projectId: number) =>
  t.db
    .selectFrom('project_registration_fields')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('sort_order')
    .execute();

describe('field selection', () => {
  it('lists the whole catalogue as added until a selection is saved', async () => {
    const res = await f.call('GET', '/api/v1/projects/{id}/all-registration-fields');
    expect(res.statusCode).toBe(200);
    const fields = res.json<RegistrationFieldSelection[]>();
    expect(fields.every((x) => x.IsAdded)).toBe(true);
    expect(fields.find((x) => x.FieldName === 'FirstName')).toMatchObject({
      IsRequired: true,
      IsAlwaysRequired: true,
      ProfileSectionName: 'Profile',
    });
    const sections = await f.call('GET', '/api/v1/projects/{id}/registrations/profile_section');
    expect(sections.json<{ SectionName: string }[]>().map((s) => s.SectionName)).toContain(
      'Health',
    );
  });

  it('replaces the selection with the added fields in the list’s order', async () => {
    const all = (await f.call('GET', '/api/v1/projects/{id}/all-registration-fields')).json<
      RegistrationFieldSelection[]
    >();
    const pick = ['LastName', 'FirstName', 'Telephone', 'BirthDate'];
    const body = all.map((x) => ({
      RegistrationFieldId: x.RegistrationFieldId,
      RegistrationFieldSelectionId: x.RegistrationFieldSelectionId,
      IsAdded: pick.includes(x.FieldName),
      IsRequired: x.FieldName === 'Telephone',
      ProfileSectionName: x.ProfileSectionName,
      ProfileSubSectionName: x.ProfileSubSectionName,
    }));
    const res = await f.call('POST', '/api/v1/projects/{id}/merge-registration-fields', {
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<RegistrationFieldSelection[]>();
    expect(saved.filter((x) => x.IsAdded).map((x) => x.FieldName)).toEqual([
      'FirstName',
      'LastName',
      'BirthDate',
      'Telephone',
    ]);
    expect(saved.find((x) => x.FieldName === 'Telephone')?.IsRequired).toBe(true);
    expect(saved.find((x) => x.FieldName === 'Email')).toMatchObject({ IsAdded: false });
    const rows = await selectionRows(f.projectId);
    expect(rows).toHaveLength(4);
    // The single-registration form follows the selection.
    const selected = await f.call('GET', '/api/v1/projects/{id}/selected-registration-fields');
    expect(selected.json<{ FieldName: string }[]>().map((x) => x.FieldName)).toEqual([
      'FirstName',
      'LastName',
      'BirthDate',
      'Telephone',
    ]);
  });

  it('refuses to drop first or last name, and unknown or repeated fields, writing nothing', async () => {
    const before = await selectionRows(f.projectId);
    const all = (await f.call('GET', '/api/v1/projects/{id}/all-registration-fields')).json<
      RegistrationFieldSelection[]
    >();
    const without = all.map((x) => ({
      RegistrationFieldId: x.RegistrationFieldId,
      IsAdded: x.FieldName !== 'LastName',
      IsRequired: false,
    }));
    const noName = await f.call('POST', '/api/v1/projects/{id}/merge-registration-fields', {
      payload: without,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<ApiErrors>().errors[0]?.errorMessage).toMatch(/First and last name/);
    const unknown = await f.call('POST', '/api/v1/projects/{id}/merge-registration-fields', {
      payload: [...without, { RegistrationFieldId: 32000, IsAdded: true, IsRequired: false }],
    });
    expect(unknown.statusCode).toBe(400);
    const twice = await f.call('POST', '/api/v1/projects/{id}/merge-registration-fields', {
      payload: [without[0], without[0]],
    });
    expect(twice.statusCode).toBe(400);
    const malformed = await f.call('POST', '/api/v1/projects/{id}/merge-registration-fields', {
      payload: { Fields: 'all' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await selectionRows(f.projectId)).toEqual(before);
  });
});

describe('overrides', () => {
  it('saves English and Spanish names (lower-case camel body) and restores with empty', async () => {
    const list = await f.call('GET', '/api/v2/projects/{id}/registrations/overrides');
    expect(list.statusCode).toBe(200);
    const phone = list
      .json<{ RegistrationFieldId: number; FieldName: string }[]>()
      .find((x) => x.FieldName === 'Telephone')!;
    const put = await f.call('PUT', '/api/v2/projects/{id}/registrations/overrides', {
      payload: {
        overrides: [
          {
            registrationFieldId: phone.RegistrationFieldId,
            displayNameEnglish: 'Cell',
            displayNameSpanish: 'Celular',
            includeInSelfServiceRegistration: false,
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(
      put.json<RegistrationFieldOverride[]>().find((x) => x.FieldName === 'Telephone'),
    ).toMatchObject({
      DisplayNameEnglish: 'Cell',
      DisplayNameSpanish: 'Celular',
      DefaultDisplayNameEnglish: 'Mobile phone',
      IncludeInSelfServiceRegistration: false,
    });
    const fields = await t.app.services.registrationsFields.projectFields(f.projectId);
    expect(fields.find((x) => x.FieldName === 'Telephone')?.DisplayNameEnglish).toBe('Cell');
    const restore = await f.call('PUT', '/api/v2/projects/{id}/registrations/overrides', {
      payload: {
        overrides: [
          {
            registrationFieldId: phone.RegistrationFieldId,
            displayNameEnglish: '',
            displayNameSpanish: null,
          },
        ],
      },
    });
    expect(
      restore.json<RegistrationFieldOverride[]>().find((x) => x.FieldName === 'Telephone'),
    ).toMatchObject({
      DisplayNameEnglish: 'Mobile phone',
      IncludeInSelfServiceRegistration: false,
    });
  });

  it('refuses an unknown field or a PascalCase body, writing nothing', async () => {
    const count = async () =>
      (await t.db.selectFrom('registration_field_overrides').select('project_id').execute()).length;
    const before = await count();
    const unknown = await f.call('PUT', '/api/v2/projects/{id}/registrations/overrides', {
      payload: {
        overrides: [
          { registrationFieldId: 32000, displayNameEnglish: 'x', displayNameSpanish: 'y' },
        ],
      },
    });
    expect(unknown.statusCode).toBe(400);
    const pascal = await f.call('PUT', '/api/v2/projects/{id}/registrations/overrides', {
      payload: { Overrides: [{ RegistrationFieldId: 1, DisplayNameEnglish: 'x' }] },
    });
    expect(pascal.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('pin', () => {
  it('gives a project without a code an unguessable one, and a new one on reset', async () => {
    const first = await f.call('GET', '/api/v1/projects/{id}/registrations/pin');
    expect(first.statusCode).toBe(200);
    const pin = first.json<ProjectPin>();
    expect(pin.ProjectShortCodeIdentifier).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(pin.QrCodeSvg).toMatch(/^<svg/);
    expect(pin.SelfRegistrationUrl).toMatch(
      new RegExp(`/register/${pin.ProjectShortCodeIdentifier}$`),
    );
    const again = await f.call('GET', '/api/v1/projects/{id}/registrations/pin');
    expect(again.json()).toEqual(pin);
    const reset = await f.call('POST', '/api/v1/projects/{id}/registrations/pin/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<ProjectPin>().ProjectShortCodeIdentifier).not.toBe(
      pin.ProjectShortCodeIdentifier,
    );
  });

  it('prints an A4 poster PDF', async () => {
    const res = await f.call('GET', '/api/v1/projects/{id}/registrations/pin/poster');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    const [page] = doc.getPages();
    expect(Math.round(page!.getWidth())).toBe(595);
    expect(Math.round(page!.getHeight())).toBe(842);
  });
});

describe('documents', () => {
  const documentsOf = (projectId: number) =>
    t.db
      .selectFrom('registration_documents')
      .selectAll()
      .where('project_id', '=', projectId)
      .execute();

  it('uploads a PDF, lists it, serves it and deletes it with its file', async () => {
    const pdf = await samplePdf();
    const res = await f.call('POST', '/api/v2/projects/{id}/documents', {
      payload: {
        displayName: 'Site rules',
        attachment: {
          displayName: 'Site rules',
          mimeType: 'application/pdf',
          encoding: 'base64',
          file: pdf.toString('base64'),
          originalFilename: 'site-rules.pdf',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json<{ registrationDocumentId: number }>();
    expect(res.json()).toMatchObject({
      displayName: 'Site rules',
      attachment: { mimeType: 'application/pdf', originalFilename: 'site-rules.pdf' },
    });
    const list = await f.call('GET', '/api/v2/projects/{id}/documents');
    expect(list.json()).toHaveLength(1);
    const file = await f.call(
      'GET',
      `/api/v2/projects/{id}/documents/${doc.registrationDocumentId}/file`,
    );
    expect(file.statusCode).toBe(200);
    // The same document, written again without active content: its pages, its stored size.
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
    expect(res.json<{ attachment: { byteSize: number } }>().attachment.byteSize).toBe(
      file.rawPayload.length,
    );
    const [row] = await documentsOf(f.projectId);
    // Another project's registrar can neither read nor delete it.
    const foreign = await f.call(
      'DELETE',
      `/api/v2/projects/{id}/documents/${doc.registrationDocumentId}`,
      { tokens: f.stranger.tokens, project: f.otherProjectId },
    );
    expect(foreign.statusCode).toBe(404);
    const del = await f.call(
      'DELETE',
      `/api/v2/projects/{id}/documents/${doc.registrationDocumentId}`,
    );
    expect(del.statusCode).toBe(204);
    expect(await documentsOf(f.projectId)).toHaveLength(0);
    const blob = await t.db
      .selectFrom('blobs')
      .select('blob_uid')
      .where('blob_uid', '=', row!.blob_uid)
      .execute();
    expect(blob).toHaveLength(0);
  });

  it('refuses what is not a PDF by its bytes, another mime type, and a file too big', async () => {
    const upload = (file: string, mimeType = 'application/pdf') =>
      f.call('POST', '/api/v2/projects/{id}/documents', {
        payload: {
          displayName: 'Rules',
          attachment: { mimeType, encoding: 'base64', file, originalFilename: 'rules.pdf' },
        },
      });
    const html = await upload(
      Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json<ApiErrors>().errors[0]?.errorMessage).toBe('The document must be a PDF file.');
    const headerOnly = await upload(Buffer.from('%PDF-1.7\n<< /JS (evil) >>').toString('base64'));
    expect(headerOnly.statusCode).toBe(400);
    const pdf = (await samplePdf()).toString('base64');
    expect((await upload(pdf, 'text/html')).statusCode).toBe(400);
    expect((await upload('%%%not-base64')).statusCode).toBe(400);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n', 0);
    big.write('%%EOF', big.length - 6);
    const tooBig = await upload(big.toString('base64'));
    expect(tooBig.statusCode).toBe(400);
    expect(await documentsOf(f.projectId)).toHaveLength(0);
    expect(looksLikePdf(await samplePdf())).toBe(true);
  });
});
