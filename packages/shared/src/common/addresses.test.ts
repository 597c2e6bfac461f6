import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackUrl } from './addresses.ts';

describe('loopback addresses', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3100/register/X',
    'http://[::1]:3000',
    'http://app.localhost',
    'http://0.0.0.0:3000',
  ])('%s opens on this computer only', (url) => expect(isLoopbackUrl(url)).toBe(true));

  it.each(['https://siteline.example.com', 'http://192.168.1.20:3000', 'not a url'])(
    '%s is not loopback',
    (url) => expect(isLoopbackUrl(url)).toBe(false),
  );

  it('reads a listening host the same way', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    // Listening on every interface serves the site's network.
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('10.0.0.5')).toBe(false);
  });
});
