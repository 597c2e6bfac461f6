import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { SettingsWebVitalsPage } from './settings-web-vitals-page.tsx';

function signIn(isProviderEmployee: boolean) {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 3_600_000,
    userId: 1,
    userName: 'Sam',
    permissions: [],
    isDemoUser: false,
    isProviderEmployee,
    demoMode: false,
  });
}

describe('SettingsWebVitalsPage', () => {
  beforeEach(() => signIn(true));

  it('shows each screen’s 75th percentiles, judged by the Core Web Vitals thresholds', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        Hours: 24,
        Routes: [
          {
            Route: '/project/$id/home',
            Metrics: [
              { Name: 'CLS', Count: 12, P75: 0.002, PoorPercent: 0 },
              { Name: 'LCP', Count: 12, P75: 4350, PoorPercent: 33 },
            ],
          },
        ],
      }),
    );
    renderWithProviders(<SettingsWebVitalsPage />);

    expect(await screen.findByText('/project/$id/home')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/logging/vitals/summary?hours=24');
    expect(screen.getByText('4,350 ms')).toBeTruthy();
    expect(screen.getByText(/poor · 12 loads, 33 % poor/)).toBeTruthy();
    expect(screen.getByText('0.002')).toBeTruthy();
    expect(screen.getByText(/good · 12 loads, 0 % poor/)).toBeTruthy();
    // No INP was reported for the route: a dash, not a zero.
    expect(screen.getByText('–')).toBeTruthy();
  });

  it('tells anyone else it is for provider employees, without asking the server', () => {
    signIn(false);
    const fetchMock = stubFetch(() => jsonResponse({ Hours: 24, Routes: [] }));
    renderWithProviders(<SettingsWebVitalsPage />);
    expect(screen.getByText("Only provider employees see the field's speed.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
