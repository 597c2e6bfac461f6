/**
 * Providers signed in to (spec 000 §3–§4, §7; docs/domain.md "Integrations"), Procore first:
 *
 *   POST   /api/v1/projects/:projectId/integrations/:serviceProviderId            → ServiceProvider (switch on)
 *   DELETE /api/v1/projects/:projectId/integrations/:serviceProviderId            → 204 (switch off)
 *   POST   …/:serviceProviderId/oauth/start        OAuthStart         → OAuthStarted
 *   PUT    …/:serviceProviderId/authentication     AuthenticationUpdate → Authenticated
 *          (a sign-in's RedirectURI, Code and State, or a service account's ClientId and ClientSecret)
 *   PUT    …/:serviceProviderId/push-time          PushTimeUpdate     → 204
 *   PATCH  /api/v1/project/:projectId/integrations/:serviceProviderId/authorize  CompanyAuthorize → ServiceProvider
 *   GET    …/:serviceProviderId/external-projects?page&pageSize  → ExternalProjects
 *   PUT    …/:serviceProviderId/external-project   ExternalProjectSelect → ServiceProvider
 *   GET    …/:serviceProviderId/headcount-history?page           → HeadcountHistory (Procore)
 *   GET    …/:serviceProviderId/issues?page                      → IssueHistory (Autodesk)
 */
import { z } from 'zod';
import { listPageSchema, pagedSchema } from '../common/paging.schemas.ts';
import { plainText } from '../common/text.schemas.ts';

/** A provider's id of a company or project: Procore's numbers, Autodesk's "b.3f0b…". */
const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** spec 000 §4 "Projects configuration: page 1, size 100". */
export const EXTERNAL_PROJECTS_PAGE_SIZE = 100;
export const HEADCOUNT_HISTORY_PAGE_SIZE = 50;

const redirectUri = plainText()
  .trim()
  .max(2048)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'RedirectURI must be the address of the sign-in page.');

export const OAuthStartSchema = z.object({ RedirectURI: redirectUri }).strict();
export type OAuthStart = z.infer<typeof OAuthStartSchema>;
export const OAuthStartedSchema = z.object({ AuthorizeUrl: z.string() });
export type OAuthStarted = z.infer<typeof OAuthStartedSchema>;

/** spec 000 §7 "update authentication with RedirectURI and Code" (and the sign-in's state). */
export const CodeAuthenticationSchema = z
  .object({
    RedirectURI: redirectUri,
    Code: plainText().trim().min(1).max(2048),
    State: plainText().trim().min(1).max(200),
  })
  .strict();
export type CodeAuthentication = z.infer<typeof CodeAuthenticationSchema>;
/** spec 000 §7 "… or credentials" (CLIENTSECRET): a service account's client ID and secret. */
export const CredentialsAuthenticationSchema = z
  .object({
    ClientId: plainText().trim().min(1).max(200),
    ClientSecret: plainText().trim().min(1).max(500),
  })
  .strict();
export type CredentialsAuthentication = z.infer<typeof CredentialsAuthenticationSchema>;
export const AuthenticationUpdateSchema = z.union([
  CodeAuthenticationSchema,
  CredentialsAuthenticationSchema,
]);
export type AuthenticationUpdate = z.infer<typeof AuthenticationUpdateSchema>;

/** When the evening push runs, on the site's clock (HH:mm, a quarter hour). */
export const PushTimeUpdateSchema = z
  .object({
    PushTime: plainText().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Enter the time as HH:mm.'),
  })
  .strict();
export type PushTimeUpdate = z.infer<typeof PushTimeUpdateSchema>;

export const ExternalCompanySchema = z.object({
  ExternalCompanyIdentifier: z.string(),
  Name: z.string(),
});
export const AuthenticatedSchema = z.object({ Companies: z.array(ExternalCompanySchema) });
export type Authenticated = z.infer<typeof AuthenticatedSchema>;

export const CompanyAuthorizeSchema = z
  .object({
    ExternalCompanyIdentifier: plainText().trim().regex(EXTERNAL_ID, 'Choose one of the listed.'),
  })
  .strict();
export type CompanyAuthorize = z.infer<typeof CompanyAuthorizeSchema>;

export const ExternalProjectsQuerySchema = z
  .object({
    page: listPageSchema,
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(EXTERNAL_PROJECTS_PAGE_SIZE)
      .default(EXTERNAL_PROJECTS_PAGE_SIZE),
  })
  .strict();
export const ExternalProjectSchema = z.object({
  ServiceProviderProjectCode: z.string(),
  ServiceProviderProjectName: z.string(),
  ProjectNumber: z.string().nullable(),
});
export const ExternalProjectsSchema = z.object({ Data: z.array(ExternalProjectSchema) });
export type ExternalProjects = z.infer<typeof ExternalProjectsSchema>;

export const ExternalProjectSelectSchema = z
  .object({
    ServiceProviderProjectCode: plainText().trim().regex(EXTERNAL_ID, 'Choose one of the listed.'),
  })
  .strict();
export type ExternalProjectSelect = z.infer<typeof ExternalProjectSelectSchema>;

export const HEADCOUNT_PUSH_STATUSES = ['Pending', 'Sent', 'Locked', 'Rejected'] as const;

/** spec 000 §3 "Headcount history": one contract's day as sent to the provider's manpower log. */
export const HeadcountPushSchema = z.object({
  Date: z.iso.date(),
  ContractId: z.number().int(),
  ContractDisplayName: z.string(),
  ServiceProviderContractName: z.string().nullable(),
  Headcount: z.number().int(),
  Hours: z.number(),
  Status: z.enum(HEADCOUNT_PUSH_STATUSES),
  /** The manpower log's id at the provider, once sent. */
  ExternalLogId: z.string().nullable(),
  Attempts: z.number().int(),
  /** The provider's answer when it refused (a completed daily log, a rejected entry). */
  Answer: z.string().nullable(),
  PushedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type HeadcountPush = z.infer<typeof HeadcountPushSchema>;
export const HeadcountHistoryQuerySchema = z.object({ page: listPageSchema }).strict();
export const HeadcountHistorySchema = pagedSchema(HeadcountPushSchema);
export type HeadcountHistory = z.infer<typeof HeadcountHistorySchema>;

export const ISSUE_SYNC_STATUSES = ['Pending', 'Open', 'Closed', 'Rejected'] as const;
export const ISSUE_HISTORY_PAGE_SIZE = 50;

/** A safety alert as sent to a design platform's project as an issue (docs/domain.md "Autodesk"). */
export const IssueSyncSchema = z.object({
  AlertFactId: z.number().int(),
  Title: z.string(),
  Status: z.enum(ISSUE_SYNC_STATUSES),
  /** Whether the alert has resolved (the issue is closed, or is being closed). */
  AlertResolved: z.boolean(),
  /** The issue's id at the provider, once created. */
  ExternalIssueId: z.string().nullable(),
  Attempts: z.number().int(),
  Answer: z.string().nullable(),
  RaisedAt: z.iso.datetime({ offset: true }),
  SentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IssueSync = z.infer<typeof IssueSyncSchema>;
export const IssueHistoryQuerySchema = z.object({ page: listPageSchema }).strict();
export const IssueHistorySchema = pagedSchema(IssueSyncSchema);
export type IssueHistory = z.infer<typeof IssueHistorySchema>;
