/**
 * The outbox through a provider under strain (issue 42), against the HTTP stand-in of the SMS
 * provider over loopback:
 *   npm run outbox -w @siteline/bench [-- --texts 300 --refuse 0.3 --outage-minutes 10]
 * 1. A broadcast of `--texts` while the provider refuses `--refuse` of all messages (503).
 * 2. The same broadcast queued while the provider is down for `--outage-minutes`, then back.
 * Each runs the server's own pump (jobs/outbox-pump.ts) every 2 s of a clock of its own, so
 * minutes of waiting pass in moments while every send is a real HTTP request. Counts what the
 * provider accepted: sent (distinct numbers), duplicated, lost, and when the last one went.
 */
import { parseArgs } from 'node:util';
import {
  PUMP_INTERVAL_MS,
  pumpOutbox,
  type OutboxPumpDeps,
} from '../../packages/server/src/jobs/outbox-pump.ts';
import { enqueueSmsMany } from '../../packages/server/src/messaging/outbox.ts';
import { createTwilioTransport } from '../../packages/server/src/messaging/sms-delivery.ts';
import { startFakeSmsProvider } from '../../packages/server/test/fake-sms-provider.ts';
import { startSeededDatabase } from '../lib/database.ts';

const { values } = parseArgs({
  options: {
    texts: { type: 'string', default: '300' },
    refuse: { type: 'string', default: '0.3' },
    'outage-minutes': { type: 'string', default: '10' },
  },
});

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (o: unknown, m: string) => console.error(m, o),
} as unknown as OutboxPumpDeps['log'];

async function main() {
  const database = await startSeededDatabase();
  const fake = await startFakeSmsProvider();
  const transport = createTwilioTransport({
    url: fake.url,
    accountSid: fake.account.sid,
    authToken: fake.account.token,
    from: '+15005550006',
  });
  const deps: OutboxPumpDeps = {
    db: database.db,
    sms: { db: database.db, transport, log: quiet, statusCallback: null },
    email: { db: database.db, transport: null, from: 'bench@example.com', log: quiet },
    log: quiet,
  };
  const texts = Number(values.texts);
  let round = 0;

  /** One broadcast; `provider(at)` sets the provider's state for the clock's moment. */
  async function broadcast(name: string, provider: (secondsIn: number) => void) {
    round += 1;
    const numbers = Array.from(
      { length: texts },
      (_, i) => `+1555${String(round)}${String(i).padStart(6, '0')}`,
    );
    const t0 = new Date();
    const ids = await enqueueSmsMany(
      database.db,
      database.newYorkProjectId,
      numbers,
      name,
      'evacuation',
      t0,
    );
    const before = fake.received.length;
    const started = performance.now();
    let lastAt = 0;
    let accepted = 0;
    let tries = 0;
    for (let s = 0; s <= 45 * 60; s += PUMP_INTERVAL_MS / 1000) {
      provider(s);
      const { claimed } = await pumpOutbox(deps, new Date(t0.getTime() + s * 1000));
      tries += claimed;
      if (fake.received.length - before > accepted) lastAt = s;
      accepted = fake.received.length - before;
      const waiting = await database.db
        .selectFrom('outbox_messages')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('outbox_message_id', 'in', [...ids.values()])
        .where('status', 'in', ['queued', 'sending'])
        .executeTakeFirstOrThrow();
      if (Number(waiting.n) === 0) break;
    }
    const wall = performance.now() - started;
    const times = new Map<string, number>();
    for (const m of fake.received.slice(before)) times.set(m.to, (times.get(m.to) ?? 0) + 1);
    const states = await database.db
      .selectFrom('outbox_messages')
      .select(['status', ({ fn }) => fn.countAll<string>().as('n')])
      .where('outbox_message_id', 'in', [...ids.values()])
      .groupBy('status')
      .execute();
    console.log(`\n${name}`);
    console.log(`  texts queued      ${texts}`);
    console.log(`  sent (distinct)   ${times.size}`);
    console.log(`  duplicated        ${[...times.values()].filter((n) => n > 1).length}`);
    console.log(`  lost              ${numbers.filter((n) => !times.has(n)).length}`);
    console.log(`  tries             ${tries} (${(tries / texts).toFixed(2)} a text)`);
    console.log(`  last sent at      ${lastAt} s after queueing (the pump's clock)`);
    console.log(`  states            ${states.map((r) => `${r.status} ${r.n}`).join(', ')}`);
    console.log(`  wall time         ${(wall / 1000).toFixed(1)} s`);
  }

  const refuse = Number(values.refuse);
  const outage = Number(values['outage-minutes']) * 60;
  await broadcast(`Broadcast of ${texts}, ${refuse * 100} % refused`, () => fake.refuse(refuse));
  fake.refuse(0);
  await broadcast(`Broadcast of ${texts} through a ${outage / 60}-minute outage`, (s) =>
    fake.setDown(s < outage),
  );
  await fake.close();
  await database.stop();
}

await main();
