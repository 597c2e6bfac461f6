import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssTokens } from './tokens.ts';

const src = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

describe('the palette has one source', () => {
  it('tokens.css declares exactly the custom properties of tokens.ts, with their values', () => {
    const declared: Record<string, string> = Object.fromEntries(
      [...withoutComments(read('lib/theme/tokens.css')).matchAll(/(--sl-[\w-]+):\s*([^;]+);/g)].map(
        (m): [string, string] => [m[1]!, m[2]!.trim()],
      ),
    );
    expect(declared).toEqual(cssTokens);
  });

  it.each([
    'app/plain.css',
    'app/layout/shell.css',
    'components/back-to-top/back-to-top.css',
    'components/data-grid/data-grid.css',
    'features/realtime/components/realtime-worker-row.css',
    'features/realtime/components/realtime-pin-label.css',
    'features/realtime/components/realtime-pin.css',
    'features/realtime/components/realtime-zone-card.css',
    'features/alerts/alerts-overview-page.css',
    'features/alerts/components/alerts-fact-card.css',
    'features/alerts/alerts-subscribers-page.css',
    'features/access-control/components/access-control-cells.css',
    'features/workers/directory/components/workers-advanced-cell.css',
    'features/registrations/public/self-registration.css',
  ])('%s names its colours (no colour typed in it) and only ones that exist', (file) => {
    const css = withoutComments(read(file));
    // Shadows and overlays are black or white with an alpha; every colour is a token.
    const typed = css.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\(/gi) ?? [];
    const shades = /^rgba\((0, 0, 0|255, 255, 255), [\d.]+\)$/;
    expect(typed.filter((colour) => !shades.test(colour))).toEqual([]);
    const own = new Set([...css.matchAll(/(--sl-[\w-]+)\s*:/g)].map((m) => m[1]!));
    const used = new Set([...css.matchAll(/var\((--sl-[\w-]+)\)/g)].map((m) => m[1]!));
    expect([...used].filter((name) => !(name in cssTokens) && !own.has(name))).toEqual([]);
  });
});
