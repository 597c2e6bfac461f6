import type { AccessReadTotal } from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { bearerV2 } from '../../../test/app.ts';
import {
  byKey,
  day,
  expectedTotals,
  query,
  useDayFixture,
  zones,
} from './access-control-day-fixture.ts';

// The day's totals per gate and shift, checked against the raw reads the fixture wrote.
useDayFixture();

describe('GET /api/v2/projects/:projectId/access_control/totals', () => {
  async function totals(extra: Record<string, string | number> = {}, tokens = day.manager) {
    const { t, projectId } = day;
    return t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${projectId}/access_control/totals?${query(extra)}`,
      headers: bearerV2(tokens),
    });
  }

  it('counts the day’s reads per gate and shift, as the raw reads add up', async () => {
    const res = await totals();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AccessReadTotal[]>();
    const expected = expectedTotals(() => true);
    // Both gates, three locations, both shifts: the fixture is not trivially small.
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(byKey(body)).toEqual(byKey(expected));
    // Level 2 is not a gate: its reads are in none of the totals.
    expect(body.some((row) => row.ProjectZoneId === zones.level2)).toBe(false);
  });

  it('applies the list’s filters', async () => {
    const res = await totals({ accessTypes: '0' });
    expect(byKey(res.json<AccessReadTotal[]>())).toEqual(
      byKey(expectedTotals((r) => r.access === 0)),
    );
    const south = await totals({ projectZoneIds: String(zones.south) });
    expect(byKey(south.json<AccessReadTotal[]>())).toEqual(
      byKey(expectedTotals((r) => r.zone === zones.south)),
    );
  });

  it('says NotApplicable when the project has no shifts', async () => {
    await day.t.db
      .updateTable('projects')
      .set({ day_shift_start: null, night_shift_start: null })
      .where('project_id', '=', day.projectId)
      .execute();
    try {
      const body = (await totals()).json<AccessReadTotal[]>();
      expect(new Set(body.map((row) => row.Shift))).toEqual(new Set(['NotApplicable']));
      const sum = (rows: AccessReadTotal[]) =>
        rows.reduce((n, row) => n + row.Granted + row.Denied + row.CheckIn, 0);
      expect(sum(body)).toBe(sum(expectedTotals(() => true)));
    } finally {
      await day.t.db
        .updateTable('projects')
        .set({ day_shift_start: '06:00', night_shift_start: '18:00' })
        .where('project_id', '=', day.projectId)
        .execute();
    }
  });

  it('refuses another project’s user with 403', async () => {
    expect((await totals({}, day.outsider)).statusCode).toBe(403);
  });
});
