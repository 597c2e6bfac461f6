import { startFakeSmsProvider } from '../../packages/server/test/fake-sms-provider.ts';
import { SMS_PORT } from './ports.ts';
import { E2E_SMS_ACCOUNT } from './sms-account.ts';

/** A journey's phone company: every SMS the server sends arrives here (`received`). */
export function startSmsProvider() {
  return startFakeSmsProvider({ sid: E2E_SMS_ACCOUNT.sid, token: E2E_SMS_ACCOUNT.token }, SMS_PORT);
}
