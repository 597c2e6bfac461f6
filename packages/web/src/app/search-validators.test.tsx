import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  ACCESS_READS_DEFAULT_ORDER_BY,
  ACCESS_READS_DEFAULT_PAGE_SIZE,
  READER_DEFAULT_ORDER_BY,
  READER_DEFAULT_PAGE_SIZE,
  defaultReverse,
} from '@siteline/shared';
import { makeProject, signIn } from '../test/factories.ts';
import { jsonResponse } from '../test/render.tsx';
import { renderApp, serveProjects } from '../test/render-app.tsx';

/**
 * The router keeps the raw value of a search key its validator leaves out, so a validator must
 * answer every key it rejects as undefined: these open the real route table at addresses full
 * of bad and empty parameters and read what reaches the list request.
 */
const PROJECT = makeProject(5);

beforeEach(() => {
  signIn([5]);
});

/** Opens `path` and answers the list at `listPath` empty; returns the list requests' queries. */
function open(path: string, listPath: string, emptyList: unknown) {
  const fetchMock = serveProjects([PROJECT], (raw) =>
    new URL(raw, 'http://localhost').pathname === listPath
      ? jsonResponse(emptyList)
      : jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404),
  );
  const router = renderApp(path);
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
