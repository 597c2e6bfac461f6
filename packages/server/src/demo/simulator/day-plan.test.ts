import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { accessDecision } from './access.ts';
import { attends, nightTrade, planDay, planShift, type Visit } from './day-plan.ts';
import { datesBetween, utcToLocal, weekday } from './local-time.ts';
import { isPourNight } from './slips.ts';
import { buildTestSite } from './test-site.ts';

const H = 3600;
const model = buildTestSite();
const tz = model.timeZoneId;
const local = (ms: number) => utcToLocal(ms, tz);
const workerOf = (visit: Visit) => model.workers.find((w) => w.id === visit.workerId)!;

function expectDayShift(visit: Visit) {
  const arrival = local(visit.arrival!.at);
  const departure = local(visit.departure!.at);
  expect(arrival.date).toBe(visit.date);
  expect(arrival.secondsOfDay).toBeGreaterThanOrEqual(6 * H);
  expect(arrival.secondsOfDay).toBeLessThanOrEqual(7.5 * H);
  expect(departure.date).toBe(visit.date);
  expect(departure.secondsOfDay).toBeGreaterThanOrEqual(15 * H);
  expect(departure.secondsOfDay).toBeLessThanOrEqual(17.5 * H);
}

function expectOrderedStays(visit: Visit) {
  let previous = visit.arrival!.at;
  for (const stay of visit.stays) {
    expect(stay.from).toBeGreaterThan(previous);
    expect(stay.to).toBeGreaterThan(stay.from);
    previous = stay.to;
  }
  expect(visit.departure!.at).toBeGreaterThan(previous);
}

describe('planning a worker day', () => {
  const weekdays = datesBetween('2026-04-06', '2026-04-17').filter((d) => weekday(d) % 6 !== 0);

  it('brings day shifts in 06:00-07:30 and out 15:00-17:30 local, with lunch around noon', () => {
    for (const date of weekdays) {
      for (const visit of planDay(model, date).filter((v) => v.workerId && v.shift === 'day')) {
        expectDayShift(visit);
        expectOrderedStays(visit);
        // Lunch on site (a stay) or off site (out through a gate).
        const lunch =
          visit.passes?.[0]?.at ??
          visit.stays.find((s) => local(s.from).secondsOfDay >= 11.5 * H)!.from;
        expect(local(lunch).secondsOfDay).toBeGreaterThanOrEqual(11.5 * H);
        expect(local(lunch).secondsOfDay).toBeLessThanOrEqual(12 * H);
      }
    }
  });

  it('keeps local times on DST days in America/New_York', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      for (const worker of model.workers.filter((w) => w.trade !== nightTrade(model))) {
        const visit = planShift(model, worker, date)!;
        expectDayShift(visit);
        expectOrderedStays(visit);
      }
    }
  });

  it('puts one trade on nights, out after midnight (before the boundary unless pouring), also across DST changes', () => {
    expect(nightTrade(model)).toBe('Concrete Pumping');
    const crew = model.workers.filter((w) => w.trade === 'Concrete Pumping');
    for (const date of ['2026-03-07', '2026-04-08', '2026-10-31']) {
      for (const worker of crew) {
        const visit = planShift(model, worker, date)!;
        expect(visit.shift).toBe('night');
        const arrival = local(visit.arrival!.at);
        const departure = local(visit.departure!.at);
        expect(arrival).toMatchObject({ date });
        expect(departure.date).toBe(addDays(date, 1));
        if (isPourNight(model, date)) {
          // A pour: 19:30–20:30 to 05:45–06:45, past the boundary (continuation keeps it whole).
          expect(arrival.secondsOfDay).toBeGreaterThanOrEqual(19.5 * H);
          expect(arrival.secondsOfDay).toBeLessThanOrEqual(20.5 * H);
          expect(departure.secondsOfDay).toBeGreaterThanOrEqual(5.75 * H);
          expect(departure.secondsOfDay).toBeLessThanOrEqual(6.75 * H);
        } else {
          expect(arrival.secondsOfDay).toBeGreaterThanOrEqual(17 * H);
          expect(arrival.secondsOfDay).toBeLessThanOrEqual(18.5 * H);
          expect(departure.secondsOfDay).toBeGreaterThanOrEqual(0.75 * H);
          // Before the 03:00 workday boundary, and before 02:00 (a spring-forward gap).
          expect(departure.secondsOfDay).toBeLessThan(2 * H);
        }
        expectOrderedStays(visit);
      }
    }
  });

  it('brings ~88% in on weekdays, ~25% on Saturdays and nobody on Sundays', () => {
    const rate = (dates: string[]) => {
      let present = 0;
      for (const d of dates) for (const w of model.workers) if (attends(model, w, d)) present++;
      return present / (dates.length * model.workers.length);
    };
    const days = datesBetween('2026-04-01', '2026-06-30');
    expect(rate(days.filter((d) => weekday(d) % 6 !== 0))).toBeCloseTo(0.88, 1);
    expect(rate(days.filter((d) => weekday(d) === 6))).toBeGreaterThan(0.2);
    expect(rate(days.filter((d) => weekday(d) === 6))).toBeLessThan(0.3);
    expect(rate(days.filter((d) => weekday(d) === 0))).toBe(0);
  });

  it('sends a few workers a month into zones their access rules deny', () => {
    const month = datesBetween('2026-05-01', '2026-05-31');
    const excursions = month.flatMap((date) =>
      planDay(model, date).flatMap((v) =>
        v.stays.filter((s) => s.unauthorized).map((s) => ({ v, s })),
      ),
    );
    expect(excursions.length).toBeGreaterThan(0);
    expect(excursions.length).toBeLessThan(100);
    for (const { v, s } of excursions) {
      expect(accessDecision(model, workerOf(v), s.zoneId, v.date).allowed).toBe(false);
    }
    // Every other stay is one the worker may be in.
    const sample = planDay(model, '2026-05-05').filter((v) => v.workerId !== null);
    for (const v of sample) {
      for (const s of v.stays.filter((stay) => !stay.unauthorized)) {
        expect(accessDecision(model, workerOf(v), s.zoneId, v.date).allowed).toBe(true);
      }
    }
  });

  it('leaves one tag of ~3% of two-tag holders unread', () => {
    const twoTags = buildTestSite({ workers: 1000, allTwoTags: true });
    const plans = twoTags.workers.map((w) => planShift(twoTags, w, '2026-05-05')!);
    const dead = plans.filter((p) => p.zoneTags.length === 1);
    expect(dead.length / plans.length).toBeGreaterThan(0.01);
    expect(dead.length / plans.length).toBeLessThan(0.06);
    // Always the same workers: a dead badge stays dead.
    const later = dead.map((p) =>
      planShift(
        twoTags,
        twoTags.workers.find((w) => w.id === p.workerId)!,
        '2026-05-20',
      )!,
    );
    expect(later.every((p) => p.zoneTags.length === 1)).toBe(true);
  });

  it('brings visitor tags through a gate on weekdays only', () => {
    const visitors = planDay(model, '2026-05-05').filter((v) => v.workerId === null);
    expect(visitors.length).toBeGreaterThanOrEqual(2);
    expect(visitors.some((v) => v.gateTag.startsWith('VIS-'))).toBe(true);
    for (const v of visitors) {
      expect(model.spareTags).toContain(v.gateTag);
      expect(v.arrival).not.toBeNull();
      expect(v.departure).not.toBeNull();
    }
    expect(planDay(model, '2026-05-03').filter((v) => v.workerId === null)).toHaveLength(0);
  });

  it('plans the same day the same way every time', () => {
    expect(planDay(buildTestSite(), '2026-05-05')).toEqual(planDay(model, '2026-05-05'));
  });
});
