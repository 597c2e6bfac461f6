import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { cssTokens, palette } from '@/lib/theme/tokens.ts';
import { createAppTheme, theme } from './theme.ts';

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

describe('the MUI theme and the plain pages share one palette', () => {
  it('takes every colour of lib/theme/tokens.ts as it is', () => {
    expect(theme.palette.primary.main).toBe(palette.primary.main);
    expect(theme.palette.primary.dark).toBe(palette.primary.dark);
    expect(theme.palette.secondary.main).toBe(palette.secondary.main);
    expect(theme.palette.background.default).toBe(palette.background.default);
    expect(theme.palette.text.primary).toBe(palette.text.primary);
    expect(theme.palette.text.secondary).toBe(palette.text.secondary);
    expect(theme.palette.error.main).toBe(palette.error.main);
    expect(theme.palette.success.main).toBe(palette.success.main);
    expect(cssTokens['--sl-primary']).toBe(theme.palette.primary.main);
  });
});

describe('the system’s reduced motion', () => {
  const still = createAppTheme({ reducedMotion: true });
  const moving = createAppTheme({ reducedMotion: false });

  it('ends every MUI transition at once and stops the ripple', () => {
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
    // Indeterminate progress stands still in sight rather than ending off screen.
    expect(still.components?.MuiLinearProgress?.styleOverrides?.root).toBeDefined();
    expect(still.components?.MuiCircularProgress?.styleOverrides?.root).toBeDefined();
  });

  it('keeps them otherwise', () => {
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
    expect(moving.components?.MuiLinearProgress).toBeUndefined();
    expect(moving.palette.primary.main).toBe(still.palette.primary.main);
  });
});
