import { createTheme } from '@mui/material/styles';

/**
 * Calm site colours: a deep steel blue for structure and actions, safety orange as the accent.
 * White on the primary blue is above 9:1; the orange carries dark text (above 7:1), never white.
 * `md` is 768 px so "below md" is the spec's mobile layout (spec 000 §9: breakpoint 767 px).
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    // WCAG AA for text on every filled colour (chips, badges): the light text is kept only where
    // it reaches 4.5:1, else the dark one is used (white on the orange warning is 3.1:1).
    contrastThreshold: 4.5,
    primary: { main: '#1b4f8a', dark: '#123357', light: '#4a77ab', contrastText: '#ffffff' },
    secondary: { main: '#f28c28', dark: '#c4660c', light: '#f7b36b', contrastText: '#1a1a1a' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1c2530', secondary: '#4d5b6b' },
    success: { main: '#2e7d32' },
    warning: { main: '#ed6c02' },
    error: { main: '#c62828' },
    info: { main: '#0277bd' },
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
    // A browser-only app: media queries answer on the first render, so a phone never draws a
    // page's desktop layout once and then throws it away.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
  },
});
