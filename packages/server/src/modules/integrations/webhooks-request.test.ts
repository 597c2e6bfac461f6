import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, postWebhook, type Resolve } from './webhooks-request.ts';

// The receiver's address is checked where it is connected to (issue 43): literals in every IPv6
// spelling of a private IPv4 address, and a name that answers public, then 127.0.0.1.
let receiver: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`internal secret ${req.headers.host ?? ''}`);
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

const post = (url: string, allowPrivate: boolean, resolve?: Resolve) =>
  postWebhook({
    url: new URL(url),
    headers: { 'content-type': 'application/json' },
    body: '{}',
    timeoutMs: 2_000,
    allowPrivate,
    ...(resolve ? { resolve } : {}),
  });

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.20.30.40',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::7f00:1', // [::127.0.0.1] as a URL writes it: IPv4-compatible
    '::127.0.0.1',
    '::ffff:7f00:1', // [::ffff:127.0.0.1]: IPv4-mapped
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
    '64:ff9b:1::1', // local-use NAT64
    '2002:a00:1::1', // 6to4 of 10.0.0.1
    'fc00::1',
    'fe80::1',
    'ff02::1',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '64:ff9b::5db8:d822'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('a webhook POST', () => {
  it.each(['[::127.0.0.1]', '[::ffff:127.0.0.1]', '[64:ff9b::127.0.0.1]', '127.0.0.1'])(
    'refuses the literal %s without connecting',
    async (host) => {
      const before = hits;
      await expect(post(`http://${host}:${port}/hook`, false)).rejects.toThrow(
        'private or loopback',
      );
      expect(hits).toBe(before);
    },
  );

  it('resolves once and connects to the address it checked: a rebinding name reaches nothing', async () => {
    const asked: string[] = [];
    // Public to the first question, loopback to every later one (DNS rebinding).
    const rebinding: Resolve = (hostname) => {
      asked.push(hostname);
      const address = asked.length === 1 ? '192.0.2.1' : '127.0.0.1';
      return Promise.resolve([{ address, family: 4 }]);
    };
    const before = hits;
    // The checked public address is the one connected to (it answers nothing here).
    await expect(post(`http://rebind.example:${port}/hook`, false, rebinding)).rejects.toThrow();
    expect(asked).toEqual(['rebind.example']);
    expect(hits).toBe(before);
    // The next attempt is asked again, and its loopback answer is refused before connecting.
    await expect(post(`http://rebind.example:${port}/hook`, false, rebinding)).rejects.toThrow(
      'private or loopback',
    );
    expect(hits).toBe(before);
  });

  it('refuses a name with any private answer among public ones', async () => {
    const mixed: Resolve = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '::ffff:7f00:1', family: 6 },
      ]);
    await expect(post(`http://mixed.example:${port}/hook`, false, mixed)).rejects.toThrow(
      'private or loopback',
    );
  });

  it('keeps the name as the Host header, and reaches a private receiver where allowed', async () => {
    const local: Resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const answer = await post(`http://hooks.example:${port}/hook`, true, local);
    expect(answer).toEqual({ status: 200, text: `internal secret hooks.example:${port}` });
  });
});
