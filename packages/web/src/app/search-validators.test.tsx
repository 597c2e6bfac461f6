import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import {
  ACCESS_READS_DEFAULT_ORDER_BY,
  ACCESS_READS_DEFAULT_PAGE_SIZE,
  READER_DEFAULT_ORDER_BY,
  READER_DEFAULT_PAGE_SIZE,
  defaultReverse,
  type Project,
} from '@siteline/shared';
import { setSession } from '../lib/auth-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { createAppRouter } from './router.tsx';
import { registerSessionHandlers } from './session-handlers.ts';

/**
 * The router keeps the raw value of a search key its validator leaves out, so a validator must
 * answer every key it rejects as undefined: these open the real route table at addresses full
 * of bad and empty parameters and read what reaches the list request.
 */
const PROJECT: Project = {
  ProjectId: 5,
  Title: 'Tower 5',
  AccountId: 1,
  AccountName: 'Acme Builders',
  StartDate: '2024-03-01',
  EndDate: null,
  TimeZoneId: 'America/Chicago',
  SiteDisplayConst: 'SITE',
};

let stop: () => void = () => undefined;
afterEach(() => stop());
beforeEach(() => {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 60_000,
    userId: 1,
    userName: 'Sam Site',
    permissions: [{ ProjectId: 5, Permissions: [] }],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
  });
});

/** Opens `path` and answers the list at `listPath` empty; returns the list requests' queries. */
function open(path: string, listPath: string, emptyList: unknown) {
  const fetchMock = stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/v1/projects')
      return jsonResponse({ Data: [PROJECT], TotalCount: 1 });
    if (url.pathname === '/api/v1/projects/5') return jsonResponse(PROJECT);
    if (url.pathname === listPath) return jsonResponse(emptyList);
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
  const queryClient = createQueryClient(() => undefined);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  stop = registerSessionHandlers(router, queryClient);
  renderWithProviders(<RouterProvider router={router} />);
  const requests = () =>
    fetchMock.mock.calls
      .map(([raw]) => new URL(raw, 'http://localhost'))
      .filter((url) => url.pathname === listPath)
      .map((url) => Object.fromEntries(url.searchParams));
  return { router, requests };
}

describe('search parameters the validators reject never reach a request', () => {
  it('hardware: bad or empty filters, page, size and sort fall back to the defaults', async () => {
    const bad =
      'page=abc&pageSize=7&projectZoneId=&readerStatus=zzz&hardwareModelId=-2' +
      '&search=ab&orderBy=Nope&reverse=maybe';
    const { router, requests } = open(`/project/5/hardware?${bad}`, '/api/v2/projects/5/readers', {
      Data: [],
      TotalCount: 0,
    });
    await waitFor(() => expect(requests().length).toBeGreaterThan(0));
    for (const query of requests()) {
      expect(query).toEqual({
        page: '1',
        pageSize: String(READER_DEFAULT_PAGE_SIZE),
        orderBy: READER_DEFAULT_ORDER_BY,
        reverse: 'false',
      });
    }
    expect(router.state.location.search).toEqual({});
  });

  it('access control: bad or empty lists, range, page, size and sort fall back', async () => {
    const bad =
      'page=0&pageSize=3&contractIds=&projectZoneIds=x,y&readDirectionIds=9&accessTypes=' +
      '&sources=abc&start=yesterday&end=&search=a&orderBy=Nope&reverse=';
    const { router, requests } = open(
      `/project/5/access-control?${bad}`,
      '/api/v2/projects/5/access_control/reads',
      { Data: [], TotalCount: 0 },
    );
    await waitFor(() => expect(requests().length).toBeGreaterThan(0));
    for (const query of requests()) {
      expect(Object.keys(query).sort()).toEqual(
        ['endTime', 'orderBy', 'page', 'pageSize', 'reverse', 'startTime'].sort(),
      );
      expect(query).toMatchObject({
        page: '1',
        pageSize: String(ACCESS_READS_DEFAULT_PAGE_SIZE),
        orderBy: ACCESS_READS_DEFAULT_ORDER_BY,
        reverse: String(defaultReverse(ACCESS_READS_DEFAULT_ORDER_BY)),
      });
      expect(Number(query.startTime)).toBeGreaterThan(0);
    }
    expect(router.state.location.search).toEqual({});
  });
});
