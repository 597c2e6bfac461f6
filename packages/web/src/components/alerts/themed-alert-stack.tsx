import { MuiThemeProvider } from '@/components/theme/mui-theme-provider.tsx';
import { AlertStack } from './alert-stack.tsx';
import type { AlertStore } from './alerts-store.ts';

/** The alert stack with MUI's theme: loaded by AlertsProvider when the first alert shows. */
export default function ThemedAlertStack({ store }: { store: AlertStore }) {
  return (
    <MuiThemeProvider>
      <AlertStack store={store} />
    </MuiThemeProvider>
  );
}
