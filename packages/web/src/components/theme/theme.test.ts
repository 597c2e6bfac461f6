import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme.ts';

describe('the theme’s text on filled colours', () => {
  const { palette } = theme;
  it.each(['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const)(
    '%s chips read at 4.5:1 or better',
    (name) => {
      const colour = palette[name];
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('picks a readable text for any series colour (the "Actual hours" legend)', () => {
    for (const colour of [palette.secondary.main, palette.primary.light, palette.warning.main]) {
      expect(getContrastRatio(palette.getContrastText(colour), colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
