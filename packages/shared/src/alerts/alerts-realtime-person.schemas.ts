/**
 * The realtime-person alert instance (spec 001 §3 "Realtime person alert", §5; DOMAIN.md):
 *
 *   GET /api/v1/projects/:projectId/alerts/realtime-person  (ManageAlerts) → RealtimePersonInstance
 *   PUT /api/v1/projects/:projectId/alerts/realtime-person  (ManageAlerts)
 *       RealtimePersonInstanceUpdate → RealtimePersonInstance
 *
 * A listed worker's first read of a (timesheet) day raises one fact, pushed live. A member
 * limited to companies sees and replaces only its own workers' rows.
 */
import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';

export const REALTIME_PERSON_MESSAGES = {
  /** spec 001 §5. */
  row: 'Realtime person row needs a worker.',
  repeated: (workerId: number) => `Worker ${String(workerId)} is listed more than once.`,
  workerNotFound: 'The worker was not found in this project.',
} as const;

export const RealtimePersonRowSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  CompanyName: z.string(),
  /** The project's wall clock, or null when never seen. */
  LastSeenLocal: z.string().nullable(),
});

export const RealtimePersonInstanceSchema = z.object({
  WorkerAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  Workers: z.array(RealtimePersonRowSchema),
});
export type RealtimePersonInstance = z.infer<typeof RealtimePersonInstanceSchema>;

export const RealtimePersonInstanceUpdateSchema = z
  .object({
    IsActive: z.boolean().optional(),
    Workers: z.array(z.object({ WorkerId: IdSchema.nullable().optional() }).strict()).max(500),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    for (const row of body.Workers) {
      if (row.WorkerId == null) {
        ctx.addIssue({ code: 'custom', message: REALTIME_PERSON_MESSAGES.row });
        continue;
      }
      if (seen.has(row.WorkerId))
        ctx.addIssue({ code: 'custom', message: REALTIME_PERSON_MESSAGES.repeated(row.WorkerId) });
      seen.add(row.WorkerId);
    }
  });
export type RealtimePersonInstanceUpdate = z.infer<typeof RealtimePersonInstanceUpdateSchema>;
