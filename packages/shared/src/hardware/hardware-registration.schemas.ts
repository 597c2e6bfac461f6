import { z } from 'zod';
import { idSchema } from '../common/id.schemas.ts';

/** Most readers one registration takes (a pasted or uploaded list). */
export const READER_REGISTRATION_MAX = 500;

export const READER_REGISTRATION_MESSAGES = {
  providerOnly: 'Only provider employees may register readers.',
  modelUnknown: 'HardwareModelId is not a known hardware model.',
  otherProject: (serial: string) => `Reader ${serial} is registered to another project.`,
  alreadyHere: (serial: string) => `Reader ${serial} is already registered on this project.`,
  repeated: (serial: string) => `Reader ${serial} is listed more than once.`,
} as const;

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const SERIAL_MESSAGE =
  'A serial number is 1 to 64 letters, digits, dots, colons, dashes or underscores.';

export const ReaderSerialSchema = z
  .string({ error: SERIAL_MESSAGE })
  .transform((s) => s.trim())
  .pipe(z.string().regex(SERIAL, SERIAL_MESSAGE));

/** POST v2/projects/{id}/readers: one reader, or many of one model (a pasted or uploaded list). */
export const ReaderRegistrationSchema = z.object({
  HardwareModelId: idSchema('HardwareModelId must be a hardware model id.'),
  AccessPointsCount: z
    .number({ error: 'AccessPointsCount must be a whole number from 1 to 16.' })
    .int('AccessPointsCount must be a whole number from 1 to 16.')
    .min(1, 'AccessPointsCount must be a whole number from 1 to 16.')
    .max(16, 'AccessPointsCount must be a whole number from 1 to 16.')
    .default(1),
  SerialNumbers: z
    .array(ReaderSerialSchema, { error: 'SerialNumbers must be a list.' })
    .min(1, 'Give at least one serial number.')
    .max(READER_REGISTRATION_MAX, `At most ${READER_REGISTRATION_MAX} readers at once.`),
});
export type ReaderRegistration = z.input<typeof ReaderRegistrationSchema>;

export const ReaderRegistrationResultSchema = z.object({
  Created: z.array(z.object({ ReaderId: z.number().int(), ManufacturerSerialNumber: z.string() })),
});
export type ReaderRegistrationResult = z.infer<typeof ReaderRegistrationResultSchema>;

/**
 * The serial numbers in a pasted text or an uploaded file: one per line, or separated by commas,
 * semicolons, tabs or spaces; a header cell such as "serial" and blank entries are skipped.
 */
export function parseSerialList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim().replace(/^"(.*)"$/, '$1'))
    .filter((s) => s.length > 0 && !/^serial/i.test(s));
}
