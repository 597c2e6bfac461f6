/**
 * Alert definitions and the project's subscribers (spec 001 §3 "Alert definitions", "Alert
 * subscriber"; 002 §3; DOMAIN.md "Alerts": one SMS per new fact of the types they follow):
 *
 *   GET    /api/v1/projects/:projectId/alerts                          (ManageAlerts) → AlertsList
 *   GET    /api/v1/projects/:projectId/alert-subscribers?orderBySubscribers&reverseSubscribers
 *                                                                      (ManageAlerts) → AlertSubscribersList
 *   PUT    /api/v1/projects/:projectId/alert-subscribers               (ManageAlerts)
 *          AlertSubscriberUpsert → AlertSubscriber (created without an id, edited with one)
 *   DELETE /api/v1/projects/:projectId/alert-subscribers/:subscriberId (ManageAlerts) → 204
 *   DELETE /api/v1/projects/:projectId/alert-subscribers?subscriberId= (ManageAlerts) → 204
 *          (spec 001 §3 "delete (two variants)": the same, the id in the query)
 */
import { z } from 'zod';
import { CALLING_CODES, PHONE_MESSAGES, readPhoneWithCode } from '../common/phone.ts';
import { IdSchema, idParamSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import { ALERT_SUBSCRIBER_ORDERS } from './alerts-subscribers.constants.ts';
import { ALERT_TYPES, type AlertTypeName } from './alerts.schemas.ts';

/**
 * The seven alert definitions (spec 001 §3: alertId, alertType, alertName, webDisplayConst); an
 * editor's path is its webDisplayConst in lower case (spec 001 §2).
 */
export const ALERT_DEFINITIONS = [
  { alertId: 1, alertType: 'ContractDeviation', webDisplayConst: 'CONTRACT-DEVIATION' },
  { alertId: 2, alertType: 'KeyPerson', webDisplayConst: 'KEY-PERSON' },
  { alertId: 3, alertType: 'RealtimePerson', webDisplayConst: 'REALTIME-PERSON' },
  { alertId: 4, alertType: 'ReaderStatus', webDisplayConst: 'READER-STATUS' },
  { alertId: 5, alertType: 'EndDate', webDisplayConst: 'ENDDATE' },
  { alertId: 6, alertType: 'UnauthorizedPerson', webDisplayConst: 'UNAUTHORIZED-PERSON' },
  { alertId: 7, alertType: 'ZoneDensity', webDisplayConst: 'ZONE-DENSITY' },
] as const satisfies readonly {
  alertId: number;
  alertType: AlertTypeName;
  webDisplayConst: string;
}[];

/** The alerts' names, as the lists and the SMS say them. */
export const ALERT_NAMES: Record<AlertTypeName, string> = {
  ContractDeviation: 'Contract deviation',
  KeyPerson: 'Key person',
  RealtimePerson: 'Realtime person',
  ReaderStatus: 'Reader status',
  EndDate: 'End date in jeopardy',
  UnauthorizedPerson: 'Unauthorized person',
  ZoneDensity: 'Zone density',
};

export const AlertDefinitionSchema = z.object({
  alertId: z.number().int(),
  alertType: z.enum(ALERT_TYPES),
  alertName: z.string(),
  /**
   * Whether the alert is on. The spec counts an alert active when it has an alertInstanceId;
   * here an instance keeps its settings while switched off, so the switch is the truth (0030).
   */
  isActive: z.boolean(),
  alertInstanceId: z.number().int().nullable(),
  webDisplayConst: z.string(),
});
export type AlertDefinition = z.infer<typeof AlertDefinitionSchema>;

export const AlertsListSchema = z.object({ alerts: z.array(AlertDefinitionSchema) });
export type AlertsList = z.infer<typeof AlertsListSchema>;

/** spec 001 §8, exactly (the product's spelling of the last one). */
export const ALERT_SUBSCRIBER_MESSAGES = {
  created: 'Alert successfully created',
  edited: 'Alert successfully edited',
  deleted: 'Alert successfully deleted',
  deleteError: 'Error to delete alart',
  name: 'SubscriberName is required (up to 100 characters).',
  countryCode: 'CountryCode must be a country calling code, e.g. +1 or +34.',
  phone: 'PhoneNumber must be a phone number, as dialled in its country.',
  alerts: 'Choose at least one alert, or subscribe to all alerts.',
  unknownAlert: (alertId: number) => `Alert ${String(alertId)} does not exist.`,
  quietHours: 'Quiet hours need both a start and an end, as HH:mm.',
  notFound: 'The subscriber was not found.',
} as const;

/** spec 001 §5: valid only with SubscriberName, CountryCode and PhoneNumber. */
export function subscriberProblems(draft: {
  SubscriberName: string;
  CountryCode: string;
  PhoneNumber: string;
}): string[] {
  const problems: string[] = [];
  const name = draft.SubscriberName.trim();
  if (!name || name.length > 100) problems.push(ALERT_SUBSCRIBER_MESSAGES.name);
  if (!CALLING_CODES.includes(draft.CountryCode))
    problems.push(ALERT_SUBSCRIBER_MESSAGES.countryCode);
  else if (readPhoneWithCode(draft.CountryCode, draft.PhoneNumber) === null)
    problems.push(PHONE_MESSAGES.unreadableWithCode(draft.PhoneNumber, draft.CountryCode));
  return problems;
}

/** The number in E.164, as it is stored and sent (+15551234567); null if it cannot be read. */
export function subscriberE164(countryCode: string, phoneNumber: string): string | null {
  return CALLING_CODES.includes(countryCode) ? readPhoneWithCode(countryCode, phoneNumber) : null;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const AlertSubscriberSchema = z.object({
  ProjectAlertSubscriberId: z.number().int(),
  ProjectId: z.number().int(),
  SubscriberName: z.string(),
  CountryCode: z.string(),
  /** The national number, digits only (E.164 without CountryCode). */
  PhoneNumber: z.string(),
  SubscribeToAllAlerts: z.boolean(),
  Alerts: z.array(z.object({ AlertId: z.number().int(), AlertType: z.enum(ALERT_TYPES) })),
  /** Beyond the spec: no SMS between these local times ('HH:mm', may span midnight). */
  QuietFrom: z.string().nullable(),
  QuietTo: z.string().nullable(),
});
export type AlertSubscriber = z.infer<typeof AlertSubscriberSchema>;

export const AlertSubscribersListSchema = z.object({
  alertSubscribers: z.array(AlertSubscriberSchema),
});
export type AlertSubscribersList = z.infer<typeof AlertSubscribersListSchema>;

export const AlertSubscribersQuerySchema = z.object({
  orderBySubscribers: z.enum(ALERT_SUBSCRIBER_ORDERS).default('SubscriberName'),
  reverseSubscribers: z
    .stringbool({ error: 'reverseSubscribers must be true or false.' })
    .default(false),
});
export type AlertSubscribersQuery = z.infer<typeof AlertSubscribersQuerySchema>;

export const AlertSubscriberUpsertSchema = z
  .object({
    ProjectAlertSubscriberId: IdSchema.nullable().optional(),
    ProjectId: IdSchema,
    SubscriberName: plainText(ALERT_SUBSCRIBER_MESSAGES.name).max(
      100,
      ALERT_SUBSCRIBER_MESSAGES.name,
    ),
    CountryCode: plainText(ALERT_SUBSCRIBER_MESSAGES.countryCode).max(
      4,
      ALERT_SUBSCRIBER_MESSAGES.countryCode,
    ),
    PhoneNumber: plainText(ALERT_SUBSCRIBER_MESSAGES.phone).max(
      20,
      ALERT_SUBSCRIBER_MESSAGES.phone,
    ),
    SubscribeToAllAlerts: z.boolean(),
    Alerts: z
      .array(z.object({ AlertId: IdSchema, AlertType: z.enum(ALERT_TYPES).optional() }))
      .max(ALERT_DEFINITIONS.length * 2),
    QuietFrom: z.string().regex(HHMM, ALERT_SUBSCRIBER_MESSAGES.quietHours).nullable().optional(),
    QuietTo: z.string().regex(HHMM, ALERT_SUBSCRIBER_MESSAGES.quietHours).nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const message of subscriberProblems(body)) ctx.addIssue({ code: 'custom', message });
    if (!body.SubscribeToAllAlerts && body.Alerts.length === 0)
      ctx.addIssue({ code: 'custom', message: ALERT_SUBSCRIBER_MESSAGES.alerts });
    for (const alert of body.Alerts) {
      if (!ALERT_DEFINITIONS.some((d) => d.alertId === alert.AlertId))
        ctx.addIssue({
          code: 'custom',
          message: ALERT_SUBSCRIBER_MESSAGES.unknownAlert(alert.AlertId),
        });
    }
    if (((body.QuietFrom ?? null) === null) !== ((body.QuietTo ?? null) === null))
      ctx.addIssue({ code: 'custom', message: ALERT_SUBSCRIBER_MESSAGES.quietHours });
  });
export type AlertSubscriberUpsert = z.infer<typeof AlertSubscriberUpsertSchema>;

export const AlertSubscriberParamsSchema = z.object({
  projectId: idParamSchema(),
  subscriberId: idParamSchema(),
});
export const AlertSubscriberDeleteQuerySchema = z
  .object({ subscriberId: idParamSchema() })
  .strict();

// --- PUT /api/v1/projects/:projectId/alerts/:alertId/active (ManageAlerts) ----------------------

/** spec 001 §3 "Toggle alert instance with IsActive and the alert-type id". */
export const AlertToggleSchema = z.object({ IsActive: z.boolean() }).strict();
export type AlertToggle = z.infer<typeof AlertToggleSchema>;

export const AlertToggleParamsSchema = z.object({
  projectId: idParamSchema(),
  alertId: idParamSchema(),
});

export const AlertToggleResultSchema = z.object({
  alertId: z.number().int(),
  alertInstanceId: z.number().int(),
  isActive: z.boolean(),
  /** The instance was made by this switch: its editor opens with isNew (spec 001 §4). */
  isNew: z.boolean(),
});
export type AlertToggleResult = z.infer<typeof AlertToggleResultSchema>;

export const ALERT_INSTANCE_MESSAGES = {
  /** spec 001 §8. */
  turnedOn: 'Alert is turned on, but not activated until you complete and save this page',
  unknownAlert: 'The alert was not found.',
} as const;
