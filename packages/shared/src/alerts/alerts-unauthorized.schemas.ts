/**
 * The unauthorized-person alert's page (spec 001 §2 `/unauthorized-person`; DOMAIN.md
 * "Unauthorized person"): whether facts are raised, and the realtime dashboard's own switch,
 * which governs the live pop-ups (changed on the realtime configuration, by an admin).
 *
 *   GET /api/v1/projects/:projectId/alerts/unauthorized-person  (ManageAlerts)
 *       → UnauthorizedPersonInstance
 *   PUT /api/v1/projects/:projectId/alerts/unauthorized-person  (ManageAlerts)
 *       UnauthorizedPersonInstanceUpdate → UnauthorizedPersonInstance
 */
import { z } from 'zod';

export const UnauthorizedPersonInstanceSchema = z.object({
  /** Null until the alert is switched here: until then it follows the realtime switch. */
  UnauthorizedAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  /** The realtime configuration's UnauthorizedAlertEnabled (spec 000 §3): live pop-ups. */
  UnauthorizedAlertEnabled: z.boolean(),
});
export type UnauthorizedPersonInstance = z.infer<typeof UnauthorizedPersonInstanceSchema>;

export const UnauthorizedPersonInstanceUpdateSchema = z
  .object({ IsActive: z.boolean({ error: 'IsActive must be true or false.' }) })
  .strict();
export type UnauthorizedPersonInstanceUpdate = z.infer<
  typeof UnauthorizedPersonInstanceUpdateSchema
>;
