import { describe, expect, it } from 'vitest';
import { buildAreas, defineArea, type Core } from './area.ts';

const core = {} as Core;

const counter = defineArea({
  name: 'counter',
  services: () => ({ counter: { next: () => 1 } }),
});
const reporter = defineArea({
  name: 'reporter',
  needs: { counter: true },
  services: (_core, { counter }: { counter: { next(): number } }) => ({
    reporter: { report: () => `at ${counter.next()}` },
  }),
});

describe('buildAreas', () => {
  it('builds the areas in order, each given the services it names', async () => {
    const { services, built } = await buildAreas([counter, reporter], core);
    expect(Object.keys(services)).toEqual(['counter', 'reporter']);
    expect((services.reporter as { report(): string }).report()).toBe('at 1');
    expect(built.map((b) => b.area.name)).toEqual(['counter', 'reporter']);
  });

  it('refuses an area listed before the one it needs', async () => {
    await expect(buildAreas([reporter, counter], core)).rejects.toThrow(
      'area reporter needs counter, which no area listed before it provides (modules/index.ts)',
    );
  });

  it('refuses two areas providing the same service', async () => {
    const twin = defineArea({ name: 'twin', services: () => ({ counter: {} }) });
    await expect(buildAreas([counter, twin], core)).rejects.toThrow(
      'area twin provides counter a second time',
    );
  });
});
