import { sql } from 'kysely';
import type { ClientVitalsBody, WebVitalName, WebVitalsSummary } from '@siteline/shared';
import type { Database } from '../../db/database.ts';

/** How long the field's web vitals are kept (the summary looks back a week at most). */
const KEEP_DAYS = 30;

/**
 * The web vitals the app posts for a sample of its loads (lib/web-vitals-reporting.ts): stored by
 * route pattern, summarised per route for provider employees so slowness in the field is seen.
 */
export function createWebVitals(db: Database) {
  return {
    /** One load's metrics, in one statement. */
    async record(body: ClientVitalsBody): Promise<void> {
      await db
        .insertInto('web_vitals')
        .values(
          body.metrics.map((metric) => ({
            route: body.route,
            name: metric.name,
            value: metric.value,
            rating: metric.rating,
          })),
        )
        .execute();
    },

    /**
     * Per route and metric over the last `hours`: the 75th percentile, rounded once here
     * (milliseconds to the unit, CLS to three decimals), the loads and the share rated poor.
     */
    async summary(hours: number): Promise<WebVitalsSummary> {
      const rows = await sql<{
        route: string;
        name: WebVitalName;
        count: number;
        p75: number;
        poor_percent: number;
      }>`
        SELECT route, name, count(*)::int AS count,
          round((percentile_cont(0.75) WITHIN GROUP (ORDER BY value))::numeric,
            CASE WHEN name = 'CLS' THEN 3 ELSE 0 END)::float8 AS p75,
          round(100.0 * count(*) FILTER (WHERE rating = 'poor') / count(*))::int AS poor_percent
        FROM web_vitals
        WHERE received_at > now() - make_interval(hours => ${hours})
        GROUP BY route, name
        ORDER BY route, name
      `.execute(db);
      const routes = new Map<string, WebVitalsSummary['Routes'][number]>();
      for (const row of rows.rows) {
        const route = routes.get(row.route) ?? { Route: row.route, Metrics: [] };
        route.Metrics.push({
          Name: row.name,
          Count: row.count,
          P75: row.p75,
          PoorPercent: row.poor_percent,
        });
        routes.set(row.route, route);
      }
      return { Hours: hours, Routes: [...routes.values()] };
    },

    /** Nightly: what is older than the summary can show is dropped. */
    async prune(): Promise<void> {
      await db
        .deleteFrom('web_vitals')
        .where('received_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`)
        .execute();
    },
  };
}

export type WebVitals = ReturnType<typeof createWebVitals>;
