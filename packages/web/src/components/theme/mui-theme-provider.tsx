import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.ts';

/**
 * MUI's theme, around what uses MUI: the signed-in pages (inside the plain shell,
 * app-layout.tsx) and the alert stack. Not around the whole app: the public pages, the boot and
 * the shell are plain React and CSS (decisions 0012 and 0015). MUI's CssBaseline is not used:
 * app/plain.css sets the same page base for everything, before MUI loads.
 */
export function MuiThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
