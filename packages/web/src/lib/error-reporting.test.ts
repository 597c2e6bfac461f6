// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../test/render.tsx';
import { installErrorReporting } from './error-reporting.ts';

describe('error reporting', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it('posts uncaught errors to the server log once each', () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    uninstall = installErrorReporting();

    const error = new Error('Cannot read properties of undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/logging');
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(body.message).toBe('Cannot read properties of undefined');
    expect(typeof body.stack).toBe('string');
    expect(body.url).toBe(window.location.href);
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
