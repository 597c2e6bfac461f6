import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { palette } from '@/lib/theme/tokens.ts';

/**
 * With the system's "reduce motion" (WCAG 2.3.3): MUI's transitions end at once and buttons do
 * not ripple; app/plain.css stills every CSS animation the same way.
 */
const stillOptions: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
};

/**
 * The same for MUI's indeterminate progress: its bars and arc would end off screen with the CSS
 * animations ended, so they stand still where a user sees them (a bar over the left, an arc).
 */
const stillProgress: ThemeOptions['components'] = {
  MuiLinearProgress: {
    styleOverrides: {
      root: {
        '&.MuiLinearProgress-indeterminate .MuiLinearProgress-bar1': {
          animation: 'none',
          left: 0,
          right: '60%',
        },
        '&.MuiLinearProgress-indeterminate .MuiLinearProgress-bar2': { display: 'none' },
      },
    },
  },
  MuiCircularProgress: {
    styleOverrides: {
      root: {
        '&.MuiCircularProgress-indeterminate': { animation: 'none' },
        '&.MuiCircularProgress-indeterminate .MuiCircularProgress-circle': {
          animation: 'none',
          strokeDasharray: '80px, 200px',
          strokeDashoffset: 0,
        },
      },
    },
  },
};

/** Whether the system asks for reduced motion (read once, as the theme is made). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * MUI's theme over the palette of lib/theme/tokens.ts (the plain pages read the same values as
 * CSS custom properties). `md` is 768 px so "below md" is the spec's mobile layout (spec 000 §9: breakpoint 767 px).
 */
export function createAppTheme({ reducedMotion }: { reducedMotion: boolean }) {
  return createTheme({
    ...(reducedMotion ? stillOptions : {}),
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
    palette: {
      mode: 'light',
      // WCAG AA for text on every filled colour (chips, badges): the light text is kept only where
      // it reaches 4.5:1, else the dark one is used (white on the orange warning is 3.1:1).
      contrastThreshold: 4.5,
      ...structuredClone(palette),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, sans-serif',
      h4: { fontWeight: 700, fontSize: '1.75rem' },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...(reducedMotion ? stillProgress : {}),
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiSkeleton: { defaultProps: { animation: reducedMotion ? false : 'pulse' } },
      // A browser-only app: media queries answer on the first render, so a phone never draws a
      // page's desktop layout once and then throws it away.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
    },
  });
}

export const theme = createAppTheme({ reducedMotion: prefersReducedMotion() });
