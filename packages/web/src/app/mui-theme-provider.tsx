import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.ts';

/**
 * MUI's theme and baseline, around what uses MUI: the signed-in shell (app-layout.tsx) and the
 * alert stack. Not around the whole app: the public pages and the boot are plain React and
 * app/plain.css, so the first load brings no MUI or emotion (decision 0012).
 */
export function MuiThemeProvider({
  children,
  baseline = true,
}: {
  children: ReactNode;
  baseline?: boolean;
}) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
