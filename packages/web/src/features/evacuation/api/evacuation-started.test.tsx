import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EvacuationInitialData, EvacuationSession } from '@siteline/shared';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/render.tsx';
import {
  sessionStarted,
  useEvacuationHistory,
  useEvacuationInitialData,
  useEvacuationSession,
} from './evacuation-api.ts';

const PROJECT = 4;
const SESSION = 9;
const base = `/api/v1/projects/${PROJECT}/evacuation`;

const initial = (active: number | null): EvacuationInitialData => ({
  TotalEvacuationSessionWorkersOnSite: 12,
  UnassignedEvacuationSessionWorkersOnSite: 1,
  EvacuationSessionWorkersWithPhoneNumnbersCount: 10,
  ActiveEvacuationSessionId: active,
  IsDemo: false,
});

const session: EvacuationSession = {
  EvacuationSessionId: SESSION,
  EvacuationSessionName: 'Evacuation 2026-11-29 08:15',
  StartTimeLocal: '2026-11-29T08:15:00',
  FinishTimeLocal: null,
  PeopleVerifiedCount: 0,
  PeopleTotalCount: 12,
  StartedBy: 'Maria Lopez',
  ShowContactInformation: false,
  Workers: [],
  ForemenNames: [],
  Version: 1,
};

/** What the roll call screen reads: the figures naming the running session, the history, its roll call. */
function useRollCall() {
  const figures = useEvacuationInitialData(PROJECT);
  useEvacuationHistory(PROJECT);
  return useEvacuationSession(PROJECT, figures.data?.ActiveEvacuationSessionId ?? null);
}

afterEach(() => vi.unstubAllGlobals());

describe('a session that started', () => {
  it('draws its roll call after one read, without waiting for the figures that name it', async () => {
    signIn([PROJECT]);
    let running = false;
    // Once the session runs, the figures' read is slow: the roll call must not wait for it.
    let releaseFigures: () => void = () => undefined;
    const figuresHeld = new Promise<void>((resolve) => (releaseFigures = resolve));
    const fetch = stubFetch(async (url) => {
      if (url === `${base}/initial-data`) {
        if (!running) return jsonResponse(initial(null));
        await figuresHeld;
        return jsonResponse(initial(SESSION));
      }
      if (url === `${base}/sessions`) return jsonResponse({ Sessions: [] });
      if (url === `${base}/sessions/${SESSION}`) return jsonResponse(session);
      return jsonResponse({ Message: 'not found' }, 404);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useRollCall, { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`${base}/sessions`, expect.anything()));
    await waitFor(() =>
      expect(client.getQueryData(['evacuation', PROJECT, 'initial'])).toEqual(initial(null)),
    );

    running = true;
    act(() => sessionStarted(client, PROJECT, SESSION));
    await waitFor(() => expect(result.current.data?.EvacuationSessionId).toBe(SESSION));
    const urls = () => fetch.mock.calls.map(([url]) => url);
    // The figures and the history are read again behind it; the figures are still on their way.
    expect(urls().filter((u) => u === `${base}/initial-data`)).toHaveLength(2);
    expect(urls().filter((u) => u === `${base}/sessions`)).toHaveLength(2);
    expect(urls().filter((u) => u === `${base}/sessions/${SESSION}`)).toHaveLength(1);

    releaseFigures();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.data?.EvacuationSessionId).toBe(SESSION);

    // The push drew it; the answer to the start comes after: the roll call is not read again,
    // the figures and the history are.
    act(() => sessionStarted(client, PROJECT, SESSION));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(urls().filter((u) => u === `${base}/sessions/${SESSION}`)).toHaveLength(1);
    expect(urls().filter((u) => u === `${base}/sessions`)).toHaveLength(3);
  });
});
