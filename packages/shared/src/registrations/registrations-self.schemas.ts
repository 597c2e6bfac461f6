import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';
import { RegistrationFieldSchema } from './registrations-fields.schemas.ts';
import { RegistrationCompanySchema } from './registrations.schemas.ts';

/**
 * Self-registration: the public page the project's QR code opens (`/register/{pin}`), without a
 * session. What it may see of the project is only what a worker needs to register: the project's
 * title, its self-service fields, the companies to choose from and the documents to sign.
 */
export const SELF_REGISTRATION_LIMITS = {
  /** The photo as the phone sends it (the page shrinks it first): a JPEG, PNG or WebP. */
  photoBytes: 5 * 1024 * 1024,
  /** One drawn signature, a PNG. */
  signatureBytes: 300 * 1024,
  /** Documents a project may ask a worker to sign. */
  documents: 20,
  /** The longest side of the photo the page sends, in pixels. */
  photoSide: 1280,
  /** Registrations one address may send in ten minutes. */
  submitsPer10Minutes: 10,
  /** Reads of the form one address may make in a minute (a pin cannot be guessed by trying). */
  readsPerMinute: 30,
} as const;

/** A pin as printed on the poster: letters and digits, case aside. */
export const SelfRegistrationParamsSchema = z.object({
  pin: z
    .string()
    .regex(/^[A-Za-z0-9]{4,16}$/, { error: 'This registration link is not valid.' })
    .transform((pin) => pin.toUpperCase()),
});
export const SelfRegistrationDocumentParamsSchema = SelfRegistrationParamsSchema.extend({
  registrationDocumentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const SelfRegistrationDocumentSchema = z.object({
  RegistrationDocumentId: z.number().int(),
  DisplayName: z.string(),
  /** The PDF to read, public like the page itself (the pin is in its address). */
  FileUrl: z.string(),
});
export type SelfRegistrationDocument = z.infer<typeof SelfRegistrationDocumentSchema>;

/** GET /api/v1/public/registrations/{pin}: the form of the project's self-registration. */
export const SelfRegistrationFormSchema = z.object({
  ProjectTitle: z.string(),
  /** The project's country: phone numbers typed on the page are read as dialled there. */
  CountryCode: z.string(),
  Fields: z.array(RegistrationFieldSchema),
  Companies: z.array(RegistrationCompanySchema),
  Documents: z.array(SelfRegistrationDocumentSchema),
});
export type SelfRegistrationForm = z.infer<typeof SelfRegistrationFormSchema>;

const base64 = (maxBytes: number, message: string) =>
  z
    .string()
    .max(Math.ceil(maxBytes / 3) * 4 + 4, { error: message })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The file must be base64.' });

export const SELF_REGISTRATION_MESSAGES = {
  notFound: 'This registration link is not valid. Ask at the site office for the current QR code.',
  companyRequired: 'Choose your company.',
  contractRequired: 'Choose the work you are here for.',
  signEveryDocument: 'Sign every document before you send.',
  unknownDocument: 'A signed document is not one of this project’s documents.',
  photoTooLarge: 'The photo is larger than 5 MB.',
  photoType: 'The photo must be a JPEG, PNG or WebP picture.',
  signatureTooLarge: 'A signature is larger than 300 KB.',
  signatureType: 'A signature must be a PNG picture.',
} as const;

/** POST /api/v1/public/registrations/{pin}: a worker registers themselves. */
export const SelfRegistrationSubmitSchema = z.object({
  Language: z.enum(['english', 'spanish']),
  CompanyId: IdSchema,
  /** Needed when the company has several contracts on the project. */
  ContractId: IdSchema.nullable(),
  Fields: z.record(z.string().max(200), z.unknown()),
  Signatures: z
    .array(
      z.object({
        RegistrationDocumentId: IdSchema,
        /** The signature drawn on the phone, a PNG as base64. */
        SignaturePng: base64(
          SELF_REGISTRATION_LIMITS.signatureBytes,
          SELF_REGISTRATION_MESSAGES.signatureTooLarge,
        ),
      }),
    )
    .max(SELF_REGISTRATION_LIMITS.documents),
  /** The photo from the phone's camera, as base64; the site office may take one instead. */
  Photo: base64(
    SELF_REGISTRATION_LIMITS.photoBytes,
    SELF_REGISTRATION_MESSAGES.photoTooLarge,
  ).nullable(),
});
export type SelfRegistrationSubmit = z.infer<typeof SelfRegistrationSubmitSchema>;

/** The answer to a registration: what the worker shows at the site office. */
export const SelfRegistrationDoneSchema = z.object({
  ConfirmationCode: z.string(),
  WorkerName: z.string(),
  CompanyName: z.string(),
});
export type SelfRegistrationDone = z.infer<typeof SelfRegistrationDoneSchema>;
