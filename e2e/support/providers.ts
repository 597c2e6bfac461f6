import { startFakeAutodesk } from '../../packages/server/test/fake-autodesk.ts';
import { startFakeProcore } from '../../packages/server/test/fake-procore.ts';
import { AUTODESK_PORT, PROCORE_PORT } from './ports.ts';

/** A journey's Procore: the server signs in to it and pushes manpower logs to it. */
export function startProcore() {
  return startFakeProcore(PROCORE_PORT);
}

/** A journey's Autodesk: the server signs in to it and files safety alerts there as issues. */
export function startAutodesk() {
  return startFakeAutodesk(AUTODESK_PORT);
}
