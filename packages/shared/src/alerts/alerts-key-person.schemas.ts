/**
 * The key-person alert instance (spec 001 §3 "Key person alert", §5; DOMAIN.md):
 *
 *   GET /api/v1/projects/:projectId/alerts/key-person  (ManageAlerts) → KeyPersonInstance
 *   PUT /api/v1/projects/:projectId/alerts/key-person  (ManageAlerts)
 *       KeyPersonInstanceUpdate → KeyPersonInstance
 *
 * A member limited to companies sees and replaces only its own workers' rows.
 */
import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';

export const KEY_PERSON_DAYS_MAX = 365;

export const KEY_PERSON_MESSAGES = {
  /** spec 001 §5. */
  row: 'Key person row valid only with a worker and DaysSinceLastSeen.',
  days: `DaysSinceLastSeen must be a whole number from 1 to ${String(KEY_PERSON_DAYS_MAX)}.`,
  repeated: (workerId: number) => `Worker ${String(workerId)} is listed more than once.`,
  workerNotFound: 'The worker was not found in this project.',
} as const;

export const KeyPersonRowSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  CompanyName: z.string(),
  DaysSinceLastSeen: z.number().int(),
  /** The project's wall clock, or null when never seen. */
  LastSeenLocal: z.string().nullable(),
});

export const KeyPersonInstanceSchema = z.object({
  WorkerAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  Workers: z.array(KeyPersonRowSchema),
});
export type KeyPersonInstance = z.infer<typeof KeyPersonInstanceSchema>;

export const KeyPersonInstanceUpdateSchema = z
  .object({
    IsActive: z.boolean().optional(),
    Workers: z
      .array(
        z.object({
          WorkerId: IdSchema.nullable().optional(),
          DaysSinceLastSeen: z
            .number({ error: KEY_PERSON_MESSAGES.days })
            .int(KEY_PERSON_MESSAGES.days)
            .min(1, KEY_PERSON_MESSAGES.days)
            .max(KEY_PERSON_DAYS_MAX, KEY_PERSON_MESSAGES.days)
            .nullable()
            .optional(),
        }),
      )
      .max(500),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    for (const row of body.Workers) {
      if (row.WorkerId == null || row.DaysSinceLastSeen == null) {
        ctx.addIssue({ code: 'custom', message: KEY_PERSON_MESSAGES.row });
        continue;
      }
      if (seen.has(row.WorkerId))
        ctx.addIssue({ code: 'custom', message: KEY_PERSON_MESSAGES.repeated(row.WorkerId) });
      seen.add(row.WorkerId);
    }
  });
export type KeyPersonInstanceUpdate = z.infer<typeof KeyPersonInstanceUpdateSchema>;
