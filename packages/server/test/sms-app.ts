import { createServer } from 'node:net';
import { createTwilioTransport, type SmsDeliveryDeps } from '../src/messaging/sms-delivery.ts';
import { SMS_INCOMING_PATH, SMS_STATUS_PATH } from '../src/messaging/sms-status.routes.ts';
import { buildTestApp } from './app.ts';
import { startFakeSmsProvider } from './fake-sms-provider.ts';

/** The sending number the test app is configured with. */
export const SMS_FROM = '+15005550006';

const quiet = { info: () => undefined, warn: () => undefined } as unknown as SmsDeliveryDeps['log'];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A test app that texts through a real HTTP stand-in of the provider and listens where the
 * provider calls back (delivery updates, replies), so both directions are real HTTP; `deps`
 * delivers an outbox SMS by hand (the tests run no job queue).
 */
export async function buildSmsTestApp() {
  const fake = await startFakeSmsProvider();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const sms = {
    url: fake.url,
    accountSid: fake.account.sid,
    authToken: fake.account.token,
    from: SMS_FROM,
  };
  const t = await buildTestApp({ publicUrl, sms, realtime: false });
  await t.app.listen({ port, host: '127.0.0.1' });
  const deps: SmsDeliveryDeps = {
    db: t.db,
    transport: createTwilioTransport(sms),
    log: quiet,
    statusCallback: `${publicUrl}${SMS_STATUS_PATH}`,
  };
  return {
    t,
    fake,
    deps,
    /** The sending number's incoming-message webhook. */
    incoming: `${publicUrl}${SMS_INCOMING_PATH}`,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
