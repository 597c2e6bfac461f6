import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from './eslint-layers.mjs';

// The layering rule on imports written for the occasion, so each hallway is seen to close: the
// web runs routes/ → app/ → features/ → components/ → lib/.
const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { siteline: layers },
    rules: { 'siteline/layers': 'error' },
  },
];

function problems(file, specifier) {
  return linter
    .verify(`import '${specifier}';\n`, config, { filename: path.join(root, file) })
    .map((m) => m.message);
}

const web = (p) => `packages/web/src/${p}`;

describe('the web layering', () => {
  it('keeps components/ below the features', () => {
    expect(
      problems(web('components/brand/x.ts'), '@/features/alerts/use-alert-facts-channel.ts'),
    ).toEqual([expect.stringContaining('components/ imports features/alerts')]);
    expect(problems(web('components/brand/x.ts'), '@/lib/socket.ts')).toEqual([]);
  });

  it('puts routes/ on top: nothing below names a route', () => {
    for (const from of ['features/alerts/x.ts', 'app/x.ts', 'components/brand/x.ts']) {
      expect(problems(web(from), '@/routes/__root.tsx'), from).toEqual([
        expect.stringContaining('imports routes/'),
      ]);
    }
    expect(problems(web('routes/x.tsx'), '@/app/guards.ts')).toEqual([]);
    expect(problems(web('routes/x.tsx'), '@/features/alerts/use-alert-facts-channel.ts')).toEqual(
      [],
    );
  });

  it('still closes the hallways it closed: app/ from below, lib/ upwards, feature to feature', () => {
    expect(problems(web('features/alerts/x.ts'), '@/app/guards.ts')).toHaveLength(1);
    expect(problems(web('lib/x.ts'), '@/components/brand/siteline-mark.tsx')).toHaveLength(1);
    expect(
      problems(web('features/zones/x.ts'), '@/features/alerts/use-alert-facts-channel.ts'),
    ).toHaveLength(1);
  });
});
