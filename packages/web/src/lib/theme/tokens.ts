/**
 * Siteline's colours, once: calm site colours, a deep steel blue for structure and actions,
 * safety orange as the accent. The MUI theme (components/theme/theme.ts) reads `palette`; the
 * plain CSS of what draws before MUI (the boot, the shell, the public pages) reads the same
 * values as custom properties from tokens.css, which tokens.test.ts keeps equal to `cssTokens`.
 * White on the primary blue is above 9:1; the orange carries dark text (above 7:1), never white.
 */
export const palette = {
  primary: { main: '#1b4f8a', dark: '#123357', light: '#4a77ab', contrastText: '#ffffff' },
  secondary: { main: '#f28c28', dark: '#c4660c', light: '#f7b36b', contrastText: '#1a1a1a' },
  background: { default: '#f3f5f8', paper: '#ffffff' },
  text: { primary: '#1c2530', secondary: '#4d5b6b' },
  success: { main: '#2e7d32' },
  warning: { main: '#ed6c02' },
  error: { main: '#c62828' },
  info: { main: '#0277bd' },
} as const;

/** Shades the plain pages need beside the palette: borders, tinted surfaces, the brand's ink. */
export const shades = {
  divider: '#d5dbe3',
  borderStrong: '#8a97a6',
  hover: '#fafafa',
  primarySurface: '#e7eef7',
  secondarySurface: '#f7d2ad',
  successSurface: '#eaf2ea',
  successText: '#1e4620',
  errorSurface: '#fbeaea',
  errorText: '#5f2120',
  warningText: '#8a3c00',
  brandInk: '#1b3a5c',
} as const;

/** The custom properties tokens.css declares on :root, each the value above. */
export const cssTokens: Readonly<Record<string, string>> = {
  '--sl-primary': palette.primary.main,
  '--sl-primary-dark': palette.primary.dark,
  '--sl-primary-light': palette.primary.light,
  '--sl-on-primary': palette.primary.contrastText,
  '--sl-secondary': palette.secondary.main,
  '--sl-secondary-dark': palette.secondary.dark,
  '--sl-on-secondary': palette.secondary.contrastText,
  '--sl-background': palette.background.default,
  '--sl-paper': palette.background.paper,
  '--sl-text': palette.text.primary,
  '--sl-text-secondary': palette.text.secondary,
  '--sl-success': palette.success.main,
  '--sl-error': palette.error.main,
  '--sl-info': palette.info.main,
  '--sl-warning': palette.warning.main,
  '--sl-divider': shades.divider,
  '--sl-border-strong': shades.borderStrong,
  '--sl-hover': shades.hover,
  '--sl-primary-surface': shades.primarySurface,
  '--sl-secondary-surface': shades.secondarySurface,
  '--sl-success-surface': shades.successSurface,
  '--sl-success-text': shades.successText,
  '--sl-error-surface': shades.errorSurface,
  '--sl-error-text': shades.errorText,
  '--sl-warning-text': shades.warningText,
  '--sl-brand-ink': shades.brandInk,
};
