import { engineArea } from '../engine/index.ts';
import { accessControlArea } from './access-control/index.ts';
import { alertsArea } from './alerts/index.ts';
import { authArea } from './auth/index.ts';
import { contractsArea } from './contracts/index.ts';
import { dashboardsArea } from './dashboards/index.ts';
import { evacuationArea } from './evacuation/index.ts';
import { hardwareArea } from './hardware/index.ts';
import { integrationsArea } from './integrations/index.ts';
import { projectsArea } from './projects/index.ts';
import { realtimeArea } from './realtime/index.ts';
import { textMessagesArea } from './text-messages/index.ts';
import { registrationsArea } from './registrations/index.ts';
import { reportsArea } from './reports/index.ts';
import { usersArea } from './users/index.ts';
import { workersArea } from './workers/index.ts';
import { workersDoorArea } from './workers/workers-door.ts';
import { zonesArea } from './zones/index.ts';

/**
 * The server's areas, one line each, in the order their services are built: an area comes after
 * the areas whose services it needs (app.ts refuses to start otherwise). A new area adds its
 * line here and nothing else outside its folder (plus its migration).
 */
export const areas = [
  authArea,
  usersArea,
  projectsArea,
  // The one door to a worker: before every area that opens workers (zones, realtime, ...).
  workersDoorArea,
  // Before the areas that raise webhook events: integrations needs the workforce plan only.
  contractsArea,
  integrationsArea,
  dashboardsArea,
  alertsArea,
  realtimeArea,
  engineArea,
  zonesArea,
  hardwareArea,
  accessControlArea,
  registrationsArea,
  workersArea,
  evacuationArea,
  textMessagesArea,
  reportsArea,
] as const;

type AnyArea = (typeof areas)[number];
type ProvidedBy<A> = A extends { services: (...args: never[]) => infer P } ? Awaited<P> : never;
type NeededBy<A> = A extends { services: (core: never, needs: infer N) => unknown } ? N : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every area's services by name: `app.services.<name>`. */
export type Services = Intersect<ProvidedBy<AnyArea>>;

/** Compile time: what each area's factory takes, the areas provide (the order: at start-up). */
type Assert<T extends true> = T;
/** @public Checked by the compiler, read by no one. */
export type NeedsMet = Assert<Services extends Intersect<NeededBy<AnyArea>> ? true : false>;
