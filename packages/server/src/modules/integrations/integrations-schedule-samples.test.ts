import { describe, expect, it } from 'vitest';
import { schedulePlan } from './integrations-schedule-plan.ts';
import { scheduleSampleXml, type SampleTrade } from './integrations-schedule-samples.ts';
import { parseScheduleXml } from './integrations-schedule-xml.ts';

const TRADES: SampleTrade[] = [
  { name: 'Concrete', crew: 38, start: '2026-11-02', finish: '2027-02-26' },
  { name: 'Curtain Wall & Glazing', crew: 15, start: '2027-01-04', finish: '2027-01-29' },
];

describe('sample schedules', () => {
  it.each(['primavera-p6', 'ms-project'] as const)(
    'a %s sample reads back and plans each trade’s crew on its working days',
    (format) => {
      const s = parseScheduleXml(scheduleSampleXml(format, 'Tower B <sample>', TRADES));
      expect(s.format).toBe(format);
      expect(s.projectName).toBe('Tower B <sample>');
      expect(s.resources.map((r) => r.name)).toEqual(['Concrete', 'Curtain Wall & Glazing']);
      const mapping = new Map(s.resources.map((r, i) => [r.key, 100 + i]));
      const plan = schedulePlan(s, mapping);
      expect(plan.preview.MappedContracts).toBe(2);
      expect(plan.preview.UnmappedContracts).toBe(0);
      // Every working day of a trade's run: its crew, eight hours each.
      const concrete = plan.days.filter((d) => d.contractId === 100);
      expect(new Set(concrete.map((d) => d.headcount))).toEqual(new Set([38]));
      expect(new Set(concrete.map((d) => d.hours))).toEqual(new Set([304]));
      expect(concrete[0]?.date).toBe('2026-11-02');
      expect(concrete.at(-1)?.date).toBe('2027-02-26');
      expect(plan.days.filter((d) => d.contractId === 101)).toHaveLength(20);
    },
  );
});
