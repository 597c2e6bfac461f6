import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * A webhook's one POST, to an address checked where it is connected to (docs/domain.md
 * "Webhooks"): the host is resolved once, by the connection's own lookup, which refuses a name
 * with any private, loopback or link-local answer and connects to the address it checked — so a
 * name that answers public to a check and 127.0.0.1 to the connection (DNS rebinding) reaches
 * nothing. The URL's host stays the Host header and the TLS server name. Redirects are never
 * followed (http.request does not), and the answer is read up to its first 500 characters.
 */

/** Resolves a name to all its addresses (the system's resolver; a test gives its own). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const resolveWithSystem: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    systemLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    );
  });

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad read as two). */
function groups(address: string): number[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const part = (s: string) =>
    s === ''
      ? []
      : s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = part(head);
  const right = part(tail);
  const fill = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<number>(fill).fill(0), ...right];
}

/** The IPv4 address an IPv6 one carries: mapped, compatible, NAT64 (RFC 6052) or 6to4. */
function embeddedIPv4(address: string): string | null {
  const g = groups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/** Whether an address is loopback, private, link-local or otherwise not the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIPv4(address);
  if (inner !== null && PRIVATE.check(inner, 'ipv4')) return true;
  return PRIVATE.check(address, 'ipv6');
}

/** A refusal the delivery log shows as it is. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATE';
  constructor() {
    super('The address is a private or loopback one, which webhooks may not call.');
  }
}

/** The connection's lookup: resolves once, refuses a private answer, connects to what it checked. */
export function guardedLookup(resolve: Resolve, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family ? found.filter((a) => a.family === options.family) : found;
        const first = wanted[0];
        if (!first) {
          callback(
            Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
            '',
          );
          return;
        }
        if (!allowPrivate && wanted.some((a) => isPrivateAddress(a.address))) {
          callback(new PrivateAddressError(), '');
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

export interface WebhookAnswer {
  status: number;
  /** The first 500 characters of the answer's body. */
  text: string;
}

export interface WebhookRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolve;
}

/** POSTs the body once; rejects on a refused address, a failed connection or the time-out. */
export function postWebhook(req: WebhookRequest): Promise<WebhookAnswer> {
  const { url } = req;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new Error('A webhook is called over http or https only.'));
  }
  // An address literal is connected to without a lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!req.allowPrivate && isIP(literal) && isPrivateAddress(literal)) {
    return Promise.reject(new PrivateAddressError());
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: 'POST',
      headers: { ...req.headers, 'content-length': Buffer.byteLength(req.body) },
      lookup: guardedLookup(req.resolve ?? resolveWithSystem, req.allowPrivate),
      signal: AbortSignal.timeout(req.timeoutMs),
      // One connection per attempt: a kept-alive socket would skip the next attempt's check.
      agent: false,
    });
    outgoing.on('response', (answer: IncomingMessage) => {
      answer.setEncoding('utf8');
      let text = '';
      answer.on('data', (chunk: string) => {
        if (text.length < 500) text += chunk;
        if (text.length >= 500) answer.destroy();
      });
      const done = () => resolve({ status: answer.statusCode ?? 0, text: text.slice(0, 500) });
      answer.on('end', done);
      answer.on('close', done);
      answer.on('error', done);
    });
    outgoing.on('error', (err: Error) => {
      // The refusal is ours: the delivery log says it in words, not as a socket error.
      reject(err);
    });
    outgoing.end(req.body);
  });
}
