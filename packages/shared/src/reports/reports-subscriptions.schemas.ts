/**
 * Report subscriptions (spec 002 §3, §8; 000 §2, §5; docs/domain.md "Report subscriptions"):
 *
 *   GET /api/v1/projects/:projectId/report-subscriptions   (ManageContracts…) → ReportSubscriptions
 *   PUT /api/v1/projects/:projectId/report-subscriptions   ReportSubscriptionsSave → ReportSubscriptionsSaved
 *   POST /api/v1/report-subscriptions/unsubscribe  (public) ReportUnsubscribe → ReportUnsubscribed
 *
 * Each subscribed report goes out at 06:00 in the project's time zone, for the day before, with
 * its workbook attached and a one-click unsubscribe link (`/unsubscribe/{unsubscribeKey}`).
 */
import { z } from 'zod';
import { MAX_ID } from '../common/id.schemas.ts';
import type { ReportKind } from './reports.schemas.ts';

/** spec 002 §8: the subscriptions page's messages, in the order the save checks them. */
export const SUBSCRIPTION_MESSAGES = {
  invalidEmail: 'Please include a valid email address for all added subscriptions.',
  missingEmail: 'Please include an email address for all added subscriptions.',
  missingReport: 'Please select a report for all added email addresses.',
  duplicate: 'An email address has already been used for a selected report.',
  saved: 'Emails saved successfully.',
  unsubscribeFailed: 'There was an error processing the request.',
  unsubscribeUnknown: 'This unsubscribe link is no longer valid.',
  contractNotFound: 'The contract was not found in this project.',
  nothingToSend: 'No report is subscribed yet.',
  sent: (n: number) =>
    n === 1 ? 'One e-mail is on its way.' : `${String(n)} e-mails are on their way.`,
  /** No mail server is configured: the e-mails wait in the outbox (as the invitations say). */
  held: (n: number) =>
    `${n === 1 ? 'One e-mail is' : `${String(n)} e-mails are`} held in the outbox: no mail server is configured (SMTP_URL). They go out once it is, until their deadline.`,
} as const;

/** The reports a contract can subscribe to (the report library), each for the day before. */
export const REPORT_LIBRARY: readonly {
  ReportLibraryId: number;
  ReportName: string;
  ReportNameEs: string;
  report: ReportKind;
}[] = [
  {
    ReportLibraryId: 1,
    ReportName: 'Daily headcount',
    ReportNameEs: 'Personal diario',
    report: 'daily',
  },
  {
    ReportLibraryId: 2,
    ReportName: 'Weekly headcount',
    ReportNameEs: 'Personal semanal',
    report: 'weekly',
  },
  {
    ReportLibraryId: 3,
    ReportName: 'Timesheets',
    ReportNameEs: 'Hojas de horas',
    report: 'timesheets',
  },
  {
    ReportLibraryId: 4,
    ReportName: 'Undetected devices',
    ReportNameEs: 'Dispositivos no detectados',
    report: 'undetected-devices',
  },
];
export const SUBSCRIPTION_LANGUAGES = ['en', 'es'] as const;
/** spec 002 §3: EntityState 0 normal (a new row too), -1 removed. */
export const ENTITY_STATE = { Normal: 0, Removed: -1 } as const;

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** spec 002 §3 "Report subscription". */
export const ReportSubscriptionSchema = z
  .object({
    /** Null (or 0) for a row added on the page. */
    ReportSubscriptionId: z.number().int().min(0).max(MAX_ID).nullable(),
    /** Null while the row has no report yet (the save refuses it with the spec's message). */
    ReportLibraryId: z.number().int().min(1).max(REPORT_LIBRARY.length).nullable(),
    ProjectId: z.number().int().min(1).max(MAX_ID),
    ContractId: id('ContractId must be a contract id.'),
    SubscribedUserId: z.number().int().min(1).max(MAX_ID).nullable(),
    SubscribedEmail: z.string().max(320),
    EntityState: z.union([z.literal(0), z.literal(-1)]),
    /** The e-mail's language (Siteline's addition: English or Spanish per recipient). */
    Language: z.enum(SUBSCRIPTION_LANGUAGES).default('en'),
  })
  .strict();
export type ReportSubscription = z.infer<typeof ReportSubscriptionSchema>;
export type ReportSubscriptionInput = z.input<typeof ReportSubscriptionSchema>;

export const ReportSubscriptionsSchema = z.object({
  AvailableReports: z.array(
    z.object({ ReportLibraryId: z.number().int(), ReportName: z.string() }),
  ),
  Companies: z.array(
    z.object({
      ContractId: z.number().int(),
      CompanyName: z.string(),
      ParentContractId: z.number().int().nullable(),
    }),
  ),
  Subscriptions: z.array(ReportSubscriptionSchema),
});
export type ReportSubscriptions = z.infer<typeof ReportSubscriptionsSchema>;

export const ReportSubscriptionsSaveSchema = z
  .object({ Subscriptions: z.array(ReportSubscriptionSchema).max(2000) })
  .strict();
export type ReportSubscriptionsSave = z.infer<typeof ReportSubscriptionsSaveSchema>;

export const ReportSubscriptionsSavedSchema = z.object({
  message: z.string(),
  Subscriptions: z.array(ReportSubscriptionSchema),
});

export const ReportUnsubscribeSchema = z
  .object({
    UnsubscribeKey: z.string().max(64),
    Email: z.string().max(320).optional(),
  })
  .strict();
export const ReportUnsubscribedSchema = z.object({ message: z.string() });
export const ReportSubscriptionsSentSchema = z.object({
  message: z.string(),
  Emails: z.number().int(),
  /** True when no mail server is configured and the e-mails wait in the outbox. */
  Held: z.boolean(),
});

const EMAIL = z.email();

/**
 * spec 002 §8: what the save refuses, checked in the spec's order over the rows kept (not
 * removed): a malformed address, a missing address, a missing report, then the same address
 * twice for the same report within one contract. Null when the rows may be saved.
 */
export function subscriptionsProblem(
  rows: readonly Pick<
    ReportSubscription,
    'ContractId' | 'ReportLibraryId' | 'SubscribedEmail' | 'EntityState'
  >[],
): string | null {
  const kept = rows.filter((r) => r.EntityState === ENTITY_STATE.Normal);
  const email = (r: (typeof kept)[number]) => r.SubscribedEmail.trim();
  if (kept.some((r) => email(r) !== '' && !EMAIL.safeParse(email(r)).success)) {
    return SUBSCRIPTION_MESSAGES.invalidEmail;
  }
  if (kept.some((r) => email(r) === '')) return SUBSCRIPTION_MESSAGES.missingEmail;
  if (kept.some((r) => r.ReportLibraryId === null)) return SUBSCRIPTION_MESSAGES.missingReport;
  const seen = new Set<string>();
  for (const r of kept) {
    const key = `${r.ContractId}|${r.ReportLibraryId}|${email(r).toLowerCase()}`;
    if (seen.has(key)) return SUBSCRIPTION_MESSAGES.duplicate;
    seen.add(key);
  }
  return null;
}
