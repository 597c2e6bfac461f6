import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../src/messaging/sms-delivery.ts';

/** A message the fake provider accepted. */
export interface FakeSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
}

/** A number the fake refuses as Twilio does an invalid one (code 21211). */
export const INVALID_NUMBER = '+15005550001';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/**
 * A small stand-in for Twilio's Messages API, over real HTTP: Basic authentication with the
 * account's SID and token, form-encoded messages answered with an `SM…` sid, a refusal of an
 * invalid number, a way to be down for a while (503), and delivery callbacks signed as Twilio
 * signs them.
 */
export async function startFakeSmsProvider(
  account = { sid: 'ACtest', token: 'test-token' },
  port = 0,
) {
  const received: FakeSms[] = [];
  /** Numbers that replied STOP: refused with 21610 until they reply START, as Twilio does. */
  const stopped = new Set<string>();
  let lastReply: { webhook: string; headers: Record<string, string>; body: string } | null = null;
  let downFor = 0;
  /** Down until told otherwise: every message answered 503. */
  let down = false;
  /** Accepted messages wait for their answer until this settles (a provider that hangs). */
  let stalled: Promise<void> | null = null;
  let release = () => undefined as void;
  /** This share of messages is answered 503 (a provider under strain), drawn from a fixed seed. */
  let refusing = 0;
  let draw = 0x9e3779b9;
  const nextDraw = () => {
    // mulberry32: the same refusals on every run.
    draw = (draw + 0x6d2b79f5) | 0;
    let x = Math.imul(draw ^ (draw >>> 15), 1 | draw);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** Delivery updates posted before the send is answered (a fast carrier, a slow answer). */
  let callbacksFirst: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
      if (
        request.method !== 'POST' ||
        request.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`
      ) {
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      }
      if (request.headers.authorization !== expected) {
        return answer(401, { code: 20003, message: 'Authenticate' });
      }
      const form = new URLSearchParams(await readBody(request));
      if (down || downFor > 0 || (refusing > 0 && nextDraw() < refusing)) {
        if (!down && downFor > 0) downFor -= 1;
        return answer(503, { code: 20503, message: 'Service unavailable' });
      }
      if (form.get('To') === INVALID_NUMBER) {
        return answer(400, {
          code: 21211,
          message: "The 'To' number is not a valid phone number.",
        });
      }
      if (stopped.has(form.get('To') ?? '')) {
        return answer(400, {
          code: 21610,
          message: 'Attempt to send to unsubscribed recipient',
        });
      }
      const sms: FakeSms = {
        // Unique as Twilio's are: journeys start a new stand-in each, against one database.
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback'),
      };
      received.push(sms);
      if (stalled) await stalled;
      for (const status of callbacksFirst) await deliver(sms, status);
      if (response.destroyed) return; // the sender died waiting
      answer(201, { sid: sms.sid, status: 'queued', to: sms.to, from: sms.from, body: sms.body });
    })();
  });
  /** Posts a delivery update to the message's callback, signed (or not) as Twilio signs. */
  async function deliver(sms: FakeSms, status: string, { sign = true } = {}) {
    if (!sms.statusCallback) throw new Error('the message asked for no callback');
    const params = { AccountSid: account.sid, MessageSid: sms.sid, MessageStatus: status };
    const signature = twilioSignature(
      sign ? account.token : 'wrong-token',
      sms.statusCallback,
      params,
    );
    return fetch(sms.statusCallback, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      },
      body: new URLSearchParams(params),
    });
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    account,
    received,
    /** The next `requests` messages are answered 503, as a provider down for a while. */
    goDown(requests: number) {
      downFor = requests;
    },
    deliver,
    /** Down (every message answered 503) until `setDown(false)`. */
    setDown(on: boolean) {
      down = on;
    },
    /** Answers `fraction` of the messages 503 from now on (0: none), the same ones every run. */
    refuse(fraction: number) {
      refusing = fraction;
    },
    /** Takes messages but answers none until `release()`: a provider that hangs. */
    stall() {
      stalled = new Promise<void>((resolve) => {
        release = () => {
          stalled = null;
          resolve();
        };
      });
    },
    release: () => release(),
    /** Each message's delivery updates `statuses` are posted before its send is answered. */
    callBackFirst(statuses: string[]) {
      callbacksFirst = statuses;
    },
    /**
     * A worker's reply to the sending number, as Twilio forwards it to the incoming webhook
     * (signed, or not); STOP and START change what the fake itself will send, as Twilio's do.
     */
    async reply(webhook: string, from: string, to: string, body: string, { sign = true } = {}) {
      const word = body
        .trim()
        .replace(/[.!]+$/, '')
        .toUpperCase();
      if (['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'].includes(word))
        stopped.add(from);
      if (['START', 'YES', 'UNSTOP'].includes(word)) stopped.delete(from);
      const params = {
        AccountSid: account.sid,
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        From: from,
        To: to,
        Body: body,
      };
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          sign ? account.token : 'wrong-token',
          webhook,
          params,
        ),
      };
      lastReply = { webhook, headers, body: new URLSearchParams(params).toString() };
      return fetch(webhook, { method: 'POST', headers, body: lastReply.body });
    },
    /** The last reply's request, to send again byte for byte as whoever captured it could. */
    captureLastReply() {
      if (!lastReply) throw new Error('no reply was sent');
      const { webhook, headers, body } = lastReply;
      return () => fetch(webhook, { method: 'POST', headers, body });
    },
    /** A STOP the fake knows and the app never heard (sent before its webhook was set up). */
    stopWithoutTelling(number: string) {
      stopped.add(number);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
