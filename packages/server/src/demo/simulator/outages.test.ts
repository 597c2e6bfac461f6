import { describe, expect, it } from 'vitest';
import { batteryLevel, isOffline, outageOfSlot } from './outages.ts';
import { buildTestSite } from './test-site.ts';

const model = buildTestSite();
const HOUR = 3600_000;

describe('reader outages', () => {
  it('takes one non-gate reader offline for 10-25 minutes every two hours', () => {
    const start = Date.parse('2026-05-12T00:00:00Z');
    for (let slot = 0; slot < 48; slot++) {
      const outage = outageOfSlot(model, start + slot * 2 * HOUR)!;
      expect(outage.to - outage.from).toBeGreaterThanOrEqual(10 * 60_000);
      expect(outage.to - outage.from).toBeLessThanOrEqual(25 * 60_000);
      expect(outage.serial).toMatch(/^BLE-GW-/);
      expect(isOffline(model, outage.serial, outage.from)).toBe(true);
      expect(isOffline(model, outage.serial, outage.to)).toBe(false);
    }
  });

  it('drains a battery a point every 90 minutes and swaps it at 5%', () => {
    expect(batteryLevel(70, 0, 0)).toBe(70);
    expect(batteryLevel(70, 0, 3 * HOUR)).toBe(68);
    expect(batteryLevel(6, 0, 1.5 * HOUR)).toBe(5);
    expect(batteryLevel(6, 0, 3 * HOUR)).toBe(100);
  });
});
