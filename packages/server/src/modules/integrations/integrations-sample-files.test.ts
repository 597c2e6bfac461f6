import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schedulePlan } from './integrations-schedule-plan.ts';
import { parseScheduleXml } from './integrations-schedule-xml.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples/schedules');
const read = (name: string) =>
  parseScheduleXml(
    readFileSync(path.join(SAMPLES, `Hudson-Yards-Tower-B-${name}-sample.xml`), 'utf8'),
  );

// The repository's sample schedules (issue 27): both formats read, and say the same thing.
describe('the repository’s sample schedules', () => {
  it('read in both formats with the same trades, activities and labour', () => {
    const p6 = read('p6');
    const msp = read('msproject');
    expect(p6.format).toBe('primavera-p6');
    expect(msp.format).toBe('ms-project');
    expect(p6.projectName).toBe('Hudson Yards Tower B');
    expect(msp.resources.map((r) => r.name)).toEqual(p6.resources.map((r) => r.name));
    expect(p6.resources.length).toBeGreaterThan(20);
    expect(msp.activities.length).toBe(p6.activities.length);
    const hours = (s: typeof p6) => {
      const plan = schedulePlan(s, new Map(s.resources.map((r, i) => [r.key, i + 1])));
      return plan.preview.HoursProjected;
    };
    expect(hours(msp)).toBe(hours(p6));
    expect(hours(p6)).toBeGreaterThan(0);
  });
});
