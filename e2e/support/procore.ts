import { startFakeProcore } from '../../packages/server/test/fake-procore.ts';
import { PROCORE_PORT } from './ports.ts';

/** A journey's Procore: the server signs in to it and pushes manpower logs to it. */
export function startProcore() {
  return startFakeProcore(PROCORE_PORT);
}
