/**
 * The reader-status alert instance (spec 001 §3 "Reader status alert"; DOMAIN.md):
 *
 *   GET /api/v1/projects/:projectId/alerts/reader-status  (ManageAlerts) → ReaderStatusInstance
 *   PUT /api/v1/projects/:projectId/alerts/reader-status  (ManageAlerts)
 *       ReaderStatusInstanceUpdate → ReaderStatusInstance
 */
import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';

/** spec 001 §9: the power-status wait is fixed at 3 minutes. */
export const READER_POWER_WAIT_MINUTES = 3;
/** Heard again (or back on mains) this long before a reader-status fact resolves. */
export const READER_CLEAR_MINUTES = 2;
export const READER_ONLINE_WAIT_MAX = 10_080;

export const READER_STATUS_MESSAGES = {
  minutes: `OnlineStatusMinutesToWait must be a whole number from 1 to ${String(READER_ONLINE_WAIT_MAX)}.`,
  model: (id: number) => `Hardware model ${String(id)} does not exist.`,
} as const;

export const ReaderDelaySettingSchema = z.object({
  HardwareModelId: z.number().int(),
  /** BLE or NFC. */
  HardwareModelDisplayName: z.string(),
  OnlineStatusMinutesToWait: z.number().int(),
  PowerStatusMinutesToWait: z.number().int(),
});

export const ReaderStatusInstanceSchema = z.object({
  /** Null until the alert is first switched on or saved. */
  ReaderAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  DelaySettings: z.array(ReaderDelaySettingSchema),
});
export type ReaderStatusInstance = z.infer<typeof ReaderStatusInstanceSchema>;

export const ReaderStatusInstanceUpdateSchema = z
  .object({
    /** Left out, the instance keeps its state (a new one is active). */
    IsActive: z.boolean().optional(),
    DelaySettings: z
      .array(
        z.object({
          HardwareModelId: IdSchema,
          OnlineStatusMinutesToWait: z
            .number({ error: READER_STATUS_MESSAGES.minutes })
            .int(READER_STATUS_MESSAGES.minutes)
            .min(1, READER_STATUS_MESSAGES.minutes)
            .max(READER_ONLINE_WAIT_MAX, READER_STATUS_MESSAGES.minutes),
          /** Fixed at 3 (spec 001 §9); any other value is ignored. */
          PowerStatusMinutesToWait: z.number().optional(),
        }),
      )
      .max(50),
  })
  .strict();
export type ReaderStatusInstanceUpdate = z.infer<typeof ReaderStatusInstanceUpdateSchema>;
