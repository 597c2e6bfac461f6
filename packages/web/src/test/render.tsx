import { vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MuiThemeProvider } from '@/components/theme/mui-theme-provider.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createAlertStore } from '../components/alerts/alerts-store.ts';

/** Renders inside the app's providers and MUI's theme (as the signed-in shell gives it) with a fresh query client and alert store. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const alerts = createAlertStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} alertStore={alerts}>
      <MuiThemeProvider>{children}</MuiThemeProvider>
    </AppProviders>
  );
  return { ...render(ui, { wrapper }), queryClient, alerts };
}

/** A fetch Response as the server would send it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch with a handler; returns the mock to inspect its calls. */
export function stubFetch(handler: FetchHandler) {
  const mock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', mock);
  return mock;
}
