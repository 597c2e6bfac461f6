import { z } from 'zod';
import { IdParamSchema } from '../common/id.schemas.ts';

// --- GET /api/v1/project/registrations/recent?projectId= (spec 001 §7) -------------------------

export const RecentRegistrationsQuerySchema = z.object({
  projectId: IdParamSchema,
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 200.' })
    .int('limit must be a whole number from 1 to 200.')
    .min(1, 'limit must be a whole number from 1 to 200.')
    .max(200, 'limit must be a whole number from 1 to 200.')
    .default(50),
});
export const RecentRegistrationSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  SubContractId: z.number().int(),
  CompanyName: z.string(),
  Trade: z.string().nullable(),
  RegisteredAt: z.string(),
  /** The code a worker who registered themselves shows at the site office; null otherwise. */
  SelfRegistrationCode: z.string().nullable(),
  /** Whether the worker holds a badge today (a self-registration waits for one). */
  HasBadge: z.boolean(),
  /**
   * A self-registration that looks like a person already on the project (same name and birth
   * date, or phone): that person, for the office to keep one of the two. Null otherwise.
   */
  PossibleDuplicateOf: z.object({ WorkerId: z.number().int(), WorkerName: z.string() }).nullable(),
});
export type RecentRegistration = z.infer<typeof RecentRegistrationSchema>;
export const RecentRegistrationsResponseSchema = z.object({
  Workers: z.array(RecentRegistrationSchema),
});
export type RecentRegistrationsResponse = z.infer<typeof RecentRegistrationsResponseSchema>;
