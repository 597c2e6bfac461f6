import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { REGISTRATIONS_MESSAGES } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture } from './registrations-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
});
afterAll(() => t.close());

/** A registration document is served to workers' phones to sign: never with active content. */
describe('a registration document with active content', () => {
  it('keeps the pages of a PDF and drops its scripts, launch actions and attached files', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    page.drawText('Wear a hard hat.', { x: 20, y: 150 });
    const ctx = doc.context;
    const script = ctx.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("pwned")') });
    doc.catalog.set(PDFName.of('OpenAction'), ctx.register(script));
    doc.catalog.set(
      PDFName.of('Names'),
      ctx.obj({ JavaScript: ctx.obj({ Names: [PDFString.of('x'), ctx.register(script)] }) }),
    );
    page.node.set(PDFName.of('AA'), ctx.obj({ O: ctx.register(script) }));
    const launch = ctx.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
    page.node.set(
      PDFName.of('Annots'),
      ctx.obj([ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: launch })]),
    );
    await doc.attach(Buffer.from('MZ not a program'), 'payload.exe', { mimeType: 'x/y' });
    const hostile = Buffer.from(await doc.save({ useObjectStreams: false }));
    for (const name of ['/JavaScript', '/OpenAction', '/Launch', '/EmbeddedFile']) {
      expect(hostile.toString('latin1')).toContain(name);
    }
    const res = await f.call('POST', '/api/v2/projects/{id}/documents', {
      payload: {
        displayName: 'Hostile rules',
        attachment: {
          displayName: 'Hostile rules',
          mimeType: 'application/pdf',
          encoding: 'base64',
          file: hostile.toString('base64'),
          originalFilename: 'hostile.pdf',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ registrationDocumentId: number }>().registrationDocumentId;
    const file = await f.call('GET', `/api/v2/projects/{id}/documents/${id}/file`);
    const served = file.rawPayload.toString('latin1');
    for (const name of ['/JavaScript', '/JS', '/OpenAction', '/Launch', '/EmbeddedFile', '/AA']) {
      expect(served, name).not.toContain(`${name} `);
      expect(served, name).not.toMatch(new RegExp(`${name}[\\s/(<\\[]`));
    }
    expect(served).not.toContain('MZ not a program');
    expect(served).not.toContain('calc.exe');
    const kept = await PDFDocument.load(file.rawPayload);
    expect(kept.getPageCount()).toBe(1);
    await f.call('DELETE', `/api/v2/projects/{id}/documents/${id}`);
  });

  const upload = (pdf: string) =>
    f.call('POST', '/api/v2/projects/{id}/documents', {
      payload: {
        displayName: 'Crafted rules',
        attachment: {
          displayName: 'Crafted rules',
          mimeType: 'application/pdf',
          encoding: 'base64',
          file: Buffer.from(pdf, 'latin1').toString('base64'),
          originalFilename: 'crafted.pdf',
        },
      },
    });
  const pages = `2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj`;

  it('cleans a written-by-hand file whose catalog itself says to run a script', async () => {
    const res = await upload(`%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R /S /JavaScript /JS (app.alert\\(1\\)) /OpenAction << /S /JavaScript /JS (x) >> >> endobj
${pages}
trailer << /Root 1 0 R >>
%%EOF
`);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ registrationDocumentId: number }>().registrationDocumentId;
    const served = (await f.call('GET', `/api/v2/projects/{id}/documents/${id}/file`)).rawPayload;
    expect(served.toString('latin1')).not.toMatch(/\/(JavaScript|JS|OpenAction)[\s/(<[]/);
    expect((await PDFDocument.load(served)).getPageCount()).toBe(1);
    await f.call('DELETE', `/api/v2/projects/{id}/documents/${id}`);
  });

  it('refuses, saying why, a file that cannot be written again without its actions', async () => {
    // The page tree is itself an action: taking the action out leaves no pages.
    const res = await upload(`%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /S /JavaScript /JS (x) /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(REGISTRATIONS_MESSAGES.documentActive);
  });
});
