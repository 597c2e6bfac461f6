import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { RealtimeServer, RealtimeSocket } from '../realtime/realtime-server.ts';

/**
 * What app.ts builds before any area: every area's factory, routes, jobs and loops receive it.
 * The socket publisher is here, so a service may publish from the moment it exists.
 */
export interface Core {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
  /** The token-signing secret (configured, or generated once and kept in the database). */
  secret: string;
  queue: JobQueue;
  /**
   * Publishes the shared map's events into a project; drops the connections of ended sign-in
   * sessions, and checks a changed member's connections in the project again.
   */
  realtime: Pick<RealtimeServer, 'publish' | 'endSessions' | 'reviewMembership'>;
}

/** A background loop (started only when the app runs its jobs). */
export interface Loop {
  stop(): Promise<void>;
}

/** The services an area needs from areas listed before it, named: `{ projects: true }`. */
export type NeedsList<Needs> = { readonly [K in keyof Needs]-?: true };

/**
 * What an area brings to the server (modules/<area>/index.ts), registered by app.ts from the list
 * in modules/index.ts. `Provides` are the area's services, under the names other areas and the
 * tests (`app.services.<name>`) know them by; `Needs` the narrow views of other areas' services
 * its factory takes (`Pick<>` types).
 */
export interface Area<Provides extends object, Needs extends object = Record<never, never>> {
  name: string;
  /** The other areas' services the factory takes; each must be listed before this area. */
  needs?: NeedsList<Needs>;
  services: (core: Core, needs: Needs) => Provides | Promise<Provides>;
  /** Route plugins; every route declares its full path (`/api/v1/...`), none is prefixed. */
  routes?: (own: Provides, core: Core) => FastifyPluginAsyncZod[];
  /** pg-boss queues this area creates, and its workers and schedules on them. */
  jobs?: {
    queues: readonly string[];
    start: (boss: PgBoss, own: Provides, core: Core) => Promise<void>;
  };
  /** Background loops, started after the routes (not in module tests: `jobs: false`). */
  loops?: readonly ((own: Provides, core: Core) => Loop)[];
  /**
   * Client events the area answers on an authenticated socket (`socket.data.claims` is the
   * caller; check permission per event against the database, as join_project does).
   */
  socketEvents?: (own: Provides, core: Core) => (socket: RealtimeSocket) => void;
  /** Extra facts for GET /readyz; a throw answers 503. */
  readiness?: (own: Provides) => Promise<Record<string, unknown>>;
}

/** Identity, for inference: `export const zonesArea = defineArea({ ... })`. */
export function defineArea<Provides extends object, Needs extends object = Record<never, never>>(
  area: Area<Provides, Needs>,
): Area<Provides, Needs> {
  return area;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- areas of any shape, checked by modules/index.ts
type AnyArea = Area<any, any>;

/** An area with the services it built. */
export interface BuiltArea {
  area: AnyArea;
  own: object;
}

/**
 * Builds every area's services in the listed order, each given the services it names in `needs`
 * (which an area listed earlier must provide); answers them all by name, and each area's own.
 */
export async function buildAreas(
  areas: readonly AnyArea[],
  core: Core,
): Promise<{ services: Record<string, unknown>; built: BuiltArea[] }> {
  const services: Record<string, unknown> = {};
  const built: BuiltArea[] = [];
  for (const area of areas) {
    const needs: Record<string, unknown> = {};
    for (const name of Object.keys(area.needs ?? {})) {
      if (!(name in services)) {
        throw new Error(
          `area ${area.name} needs ${name}, which no area listed before it provides (modules/index.ts)`,
        );
      }
      needs[name] = services[name];
    }
    const own = (await area.services(core, needs)) as object;
    for (const [name, service] of Object.entries(own)) {
      if (name in services) throw new Error(`area ${area.name} provides ${name} a second time`);
      services[name] = service;
    }
    built.push({ area, own });
  }
  return { services, built };
}
