import { z } from 'zod';
import { multiLineText, plainText } from '../common/text.schemas.ts';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGES,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
} from './auth.constants.ts';

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGES.tooLong);

// --- POST /oauth/token (form-encoded) --------------------------------------------------------

export const PasswordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: plainText().trim().min(1).max(320),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  client_id: plainText().min(1).max(100),
});
export const RefreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: plainText().min(1).max(200),
  client_id: plainText().min(1).max(100),
});
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  PasswordGrantSchema,
  RefreshGrantSchema,
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/**
 * spec 000 §3: the token answer. `permissions` is a JSON-encoded list of
 * `{ ProjectId, Permissions[] }` (see ProjectPermissionsSchema), as an OAuth answer is flat.
 */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  jwt: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  permissions: z.string(),
  isDemoUser: z.boolean(),
  isProviderEmployee: z.boolean(),
  isVisibilityOnlyUser: z.boolean(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** RFC 6749 §5.2 error answer (400 or 429). */
export const TokenErrorSchema = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unsupported_grant_type',
    'access_denied',
    'slow_down',
  ]),
  error_description: z.string(),
  /** Set with the visibility-only refusal: the support article the UI redirects to. */
  error_uri: z.string().optional(),
});
export type TokenError = z.infer<typeof TokenErrorSchema>;

// --- /api/v1/Auth/... -----------------------------------------------------------------------

export const ResetPasswordRequestQuerySchema = z.object({
  email: plainText().trim().max(320),
});
export const ResetPasswordBodySchema = z.object({ NewPassword: NewPasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export const ResetPasswordResponseSchema = z.object({ Email: z.string() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/** spec 000 §7 "person details" of an access request. */
function requiredText(message: string, max: number) {
  return plainText(message).trim().min(1, message).max(max);
}

export const RequestAccessBodySchema = z.object({
  FirstName: requiredText('First name is required.', 100),
  LastName: requiredText('Last name is required.', 100),
  Email: z.email({ error: 'A valid e-mail address is required.' }).max(320),
  CompanyName: requiredText('Company is required.', 200),
  PhoneNumber: plainText().trim().max(40).optional().default(''),
  ProjectName: plainText().trim().max(200).optional().default(''),
  Message: multiLineText().trim().max(2000).optional().default(''),
});
export type RequestAccessBody = z.input<typeof RequestAccessBodySchema>;

export const CurrentUserSchema = z.object({
  UserId: z.number().int(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  IsDemoUser: z.boolean(),
  IsProviderEmployee: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const ChangePasswordBodySchema = z.object({
  CurrentPassword: z.string().min(1, 'The current password is required.').max(PASSWORD_MAX_LENGTH),
  NewPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const SignOutBodySchema = z.object({ refresh_token: plainText().min(1).max(200) });
/** PUT /api/v1/Auth/ResetPassword/{resetKey}: the key from the e-mailed link. */
export const ResetKeyParamsSchema = z.object({ resetKey: plainText().min(1).max(200) });
export type SignOutBody = z.infer<typeof SignOutBodySchema>;

/** POST /api/v1/logging: an uncaught browser error. */
export const ClientLogBodySchema = z.object({
  message: z.string().max(4000),
  stack: z.string().max(20000).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(1000).optional(),
});
export type ClientLogBody = z.infer<typeof ClientLogBodySchema>;

/**
 * POST /api/v1/logging/vitals: one sampled page load's web vitals, by route pattern
 * (`/project/$id/home`, never the ids themselves). Values are milliseconds, CLS is unitless.
 */
export const ClientVitalsBodySchema = z.object({
  route: z.string().min(1).max(200),
  metrics: z
    .array(
      z.object({
        name: z.enum(WEB_VITAL_NAMES),
        value: z.number().finite().min(0).max(3_600_000),
        rating: z.enum(WEB_VITAL_RATINGS),
        navigationType: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(20),
  userAgent: z.string().max(1000).optional(),
});
export type ClientVitalsBody = z.infer<typeof ClientVitalsBodySchema>;

export const WEB_VITALS_MESSAGES = {
  providerOnly: "Only provider employees may see the field's web vitals.",
} as const;

/** GET /api/v1/logging/vitals/summary (provider employees): how long the summary looks back. */
export const WebVitalsSummaryQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(168).default(24),
});
export type WebVitalsSummaryQuery = z.infer<typeof WebVitalsSummaryQuerySchema>;

/**
 * The field's web vitals per route over the last `Hours`: for each metric the 75th percentile
 * (as Core Web Vitals are judged: milliseconds, CLS unitless to three decimals), how many loads
 * reported it and the share of them rated poor, in whole percent.
 */
export const WebVitalsSummarySchema = z.object({
  Hours: z.number().int(),
  Routes: z.array(
    z.object({
      Route: z.string(),
      Metrics: z.array(
        z.object({
          Name: z.enum(WEB_VITAL_NAMES),
          Count: z.number().int(),
          P75: z.number(),
          PoorPercent: z.number().int(),
        }),
      ),
    }),
  ),
});
export type WebVitalsSummary = z.infer<typeof WebVitalsSummarySchema>;
