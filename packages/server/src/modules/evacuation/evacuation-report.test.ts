import type { EvacuationSession, TagRead } from '@siteline/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { readZipParts } from '../../lib/zip-parts.ts';
import { pdfText } from '../../../test/pdf-text.ts';

// spec 001 §3: the evacuation report's download, outstanding first, from the session's own rows.
let t: TestApp;
let site: Site;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Report muster');
  manager = await memberHeaders(t, site.projectId, ['RealtimeEvacuationReport']);
  const read = (tag: 'T-ALICE' | 'T-BOB', minutesAgo: number): TagRead => ({
    ReaderSerial: site.serial('GATE-1'),
    Port: 1,
    Tag: site.tag(tag),
    Time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    Source: 1,
  });
  await t.app.services.engine.ingest(site.projectId, [read('T-ALICE', 20), read('T-BOB', 40)]);
});
afterAll(() => t.close());

const url = (path: string) => `/api/v1/projects/${site.projectId}/evacuation${path}`;

function cells(bytes: Buffer): string[][] {
  const xml = readZipParts(bytes, (name) => name === 'xl/worksheets/sheet1.xml').get(
    'xl/worksheets/sheet1.xml',
  )!;
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map(([, row]) =>
    [...row!.matchAll(/<c [^>]*>(.*?)<\/c>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '')),
  );
}

describe('the evacuation report', () => {
  it('downloads the session as an Excel file, outstanding people first', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: url('/sessions'),
      headers: manager,
      payload: { SendTextMessage: false },
    });
    const id = started.json<{ EvacuationSessionId: number }>().EvacuationSessionId;
    const session = (
      await t.app.inject({ method: 'GET', url: url(`/sessions/${id}`), headers: manager })
    ).json<EvacuationSession>();
    const alice = session.Workers.find((w) => w.DisplayName === 'Alice Tester')!;
    await t.app.inject({
      method: 'PATCH',
      url: url(`/sessions/${id}/workers/${alice.EvacuationSessionWorkerId}`),
      headers: { ...manager, 'if-match': String(alice.Version) },
      payload: [{ op: 'replace', path: '/IsVerified', value: true }],
    });
    // A note longer than its column: printed whole, over as many lines as it takes.
    const bob = session.Workers.find((w) => w.DisplayName === 'Bob Tester')!;
    const note =
      'Seen leaving by the north stair with the scaffold crew; radio channel 4 says he reached ' +
      'the muster point on Tenth Avenue, ask his foreman before closing';
    const noted = await t.app.inject({
      method: 'PATCH',
      url: url(`/sessions/${id}/workers/${bob.EvacuationSessionWorkerId}`),
      headers: { ...manager, 'if-match': String(bob.Version) },
      payload: [{ op: 'replace', path: '/Note', value: note }],
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const verifiedBy = (
      await t.app.inject({ method: 'GET', url: url(`/sessions/${id}`), headers: manager })
    )
      .json<EvacuationSession>()
      .Workers.find((w) => w.DisplayName === 'Alice Tester')!.VerifiedBy;
    expect(verifiedBy).toBeTruthy();
    const res = await t.app.inject({
      method: 'GET',
      url: url(`/sessions/${id}/report`),
      headers: manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const rows = cells(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['Name', 'Company', 'Prime contract', 'Status']);
    expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([
      ['Bob Tester', 'Outstanding'],
      ['Alice Tester', 'Verified'],
    ]);
    // The same report to print: a PDF, outstanding first, with the session's counts.
    const pdf = await t.app.inject({
      method: 'GET',
      url: url(`/sessions/${id}/report?format=pdf`),
      headers: manager,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('.pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('1 of 2 verified · 1 outstanding');
    expect(text.indexOf('Bob Tester')).toBeLessThan(text.indexOf('Alice Tester'));
    expect(text).toContain('Page 1 of 1');
    // Every word of the note, none cut to "…"; who verified Alice, under her name.
    const printed = text.replace(/\s+/g, ' ');
    for (const word of note.split(' ')) expect(printed).toContain(word);
    expect(printed).not.toContain('…');
    expect(printed).toContain(`Verified by ${verifiedBy}`);
    const bad = await t.app.inject({
      method: 'GET',
      url: url(`/sessions/${id}/report?format=docx`),
      headers: manager,
    });
    expect(bad.statusCode).toBe(400);
    const other = await createSite(t.db, 'Report elsewhere');
    const stranger = await memberHeaders(t, other.projectId, ['RealtimeEvacuationReport']);
    expect(
      (await t.app.inject({ method: 'GET', url: url(`/sessions/${id}/report`), headers: stranger }))
        .statusCode,
    ).toBe(403);
  });
});
