import type { AccessReadsResponse } from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { bearerV2 } from '../../../test/app.ts';
import { localDateTime } from '../../lib/time.ts';
import { readZipParts } from '../../lib/zip-parts.ts';
import { ZONE, at, day, inDay, query, raws, useDayFixture } from './access-control-day-fixture.ts';

// The day's access log as an Excel file, checked against the raw reads the fixture wrote.
useDayFixture();

/** The cells of the sheet, row by row: [ref, type, style, value] as the XML has them. */
function sheetRows(bytes: Uint8Array) {
  const parts = readZipParts(Buffer.from(bytes), (name) => name === 'xl/worksheets/sheet1.xml');
  const xml = parts.get('xl/worksheets/sheet1.xml')!;
  return [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, , cells]) =>
    [...cells!.matchAll(/<c r="([A-Z]+)\d+"( t="(\w+)")?( s="(\d+)")?>(.*?)<\/c>/g)].map((m) => ({
      column: m[1]!,
      type: m[3] ?? 'n',
      style: m[5],
      text: m[6]!.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"'),
      formula: m[6]!.includes('<f>'),
    })),
  );
}

describe('GET /api/v2/projects/:projectId/access_control/reads/export', () => {
  async function exported(extra: Record<string, string | number> = {}, tokens = day.manager) {
    const { t, projectId } = day;
    return t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${projectId}/access_control/reads/export?${query(extra)}`,
      headers: bearerV2(tokens),
    });
  }

  it('writes every read of the day, not a page, with typed local times', async () => {
    const res = await exported({ language: 'es', pageSize: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Registro de accesos 2026-06-10.xlsx')}`,
    );
    const rows = sheetRows(res.rawPayload);
    const day = raws.filter(inDay);
    expect(day.length).toBeGreaterThan(150); // more than the largest page
    expect(rows).toHaveLength(day.length + 1);
    expect(rows[0]!.map((c) => c.text)).toEqual([
      'Nombre',
      'Etiqueta',
      'Contrato',
      'Zona',
      'Origen',
      'Detalles de ubicación',
      'Dirección',
      'Acceso',
      'Hora',
    ]);
    // Newest first, as the list; the time is an Excel date of the New York wall clock.
    const newest = [...day].sort((a, b) => b.readAt.getTime() - a.readAt.getTime())[0]!;
    const time = rows[1]!.find((c) => c.column === 'I')!;
    expect(time.type).toBe('n');
    expect(time.style).toBe('3');
    const wall = Date.parse(`${localDateTime(newest.readAt, ZONE)}Z`);
    const serial = Number(time.text);
    expect(Math.round((serial - 25569) * 86_400) * 1000).toBe(Math.floor(wall / 1000) * 1000);
    const tagsInFile = rows.slice(1).map((cells) => cells.find((c) => c.column === 'B')!.text);
    expect(new Set(tagsInFile)).toEqual(new Set(day.map((r) => r.tag)));
  });

  it('keeps a formula-looking text as text, never a formula', async () => {
    const first = raws[0]!;
    const res = await exported({
      search: 'HYPERLINK',
      startTime: 0,
      endTime: at('2026-06-12T00:00:00Z'),
    });
    const rows = sheetRows(res.rawPayload);
    expect(rows).toHaveLength(2);
    const tag = rows[1]!.find((c) => c.column === 'B')!;
    expect(tag).toMatchObject({ type: 'inlineStr', text: first.tag, formula: false });
  });

  it('applies the filters and matches the list’s count', async () => {
    const list = await day.t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${day.projectId}/access_control/reads?${query({ accessTypes: '0' })}`,
      headers: bearerV2(day.manager),
    });
    const total = list.json<AccessReadsResponse>().TotalCount;
    const rows = sheetRows((await exported({ accessTypes: '0' })).rawPayload);
    expect(rows).toHaveLength(total + 1);
    expect(
      new Set(rows.slice(1).map((cells) => cells.find((c) => c.column === 'H')!.text)),
    ).toEqual(new Set(['Denied']));
  });

  it('refuses another project’s user with 403 and a bad language with 400', async () => {
    expect((await exported({}, day.outsider)).statusCode).toBe(403);
    expect((await exported({ language: 'fr' })).statusCode).toBe(400);
  });
});
