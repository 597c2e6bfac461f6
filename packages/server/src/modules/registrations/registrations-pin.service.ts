import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { REGISTRATIONS_MESSAGES, selfRegistrationPath, type ProjectPin } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { registrationPoster } from './registrations-poster.ts';

export type RegistrationPinService = ReturnType<typeof createRegistrationPinService>;

// No 0/O, 1/I/L: read aloud or typed from the poster without doubt. 31^8 ≈ 8.5·10^11 codes, so a
// pin cannot be guessed (the public page is rate-limited as well).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PIN_LENGTH = 8;

/** A random code of the pin's alphabet (the pin itself, a self-registration's confirmation). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function newPin(): string {
  return randomCode(PIN_LENGTH);
}

/** Sets a new random pin; a collision with another project's (unique) code draws again. */
async function setNewPin(db: Executor, projectId: number, onlyWhenMissing: boolean) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pin = newPin();
    const clash = await db
      .selectFrom('projects')
      .select('project_id')
      .where('short_code', '=', pin)
      .executeTakeFirst();
    if (clash) continue;
    let update = db
      .updateTable('projects')
      .set({ short_code: pin })
      .where('project_id', '=', projectId);
    if (onlyWhenMissing) update = update.where('short_code', 'is', null);
    await update.execute();
    return;
  }
  throw new Error('Could not draw a free project pin');
}

/**
 * The project pin (spec 000 §3 "Project pin": ProjectShortCodeIdentifier), the self-registration
 * link its QR code opens, and the poster for the site office.
 */
export function createRegistrationPinService(deps: { db: Database; publicUrl: string }) {
  const { db, publicUrl } = deps;

  async function read(projectId: number) {
    const row = await db
      .selectFrom('projects')
      .select(['short_code', 'title', 'is_demo'])
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('There is no such project.');
    return row;
  }

  async function toPin(code: string): Promise<ProjectPin> {
    const url = `${publicUrl}${selfRegistrationPath(code)}`;
    return {
      ProjectShortCodeIdentifier: code,
      SelfRegistrationUrl: url,
      QrCodeSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  }

  async function get(projectId: number): Promise<ProjectPin> {
    let row = await read(projectId);
    if (row.short_code === null) {
      // A project made through the screens has no pin until registrations first asks for it.
      await setNewPin(db, projectId, true);
      row = await read(projectId);
    }
    return toPin(row.short_code ?? '');
  }

  return {
    get,

    /** A new random pin: the old link and posters stop working. */
    async reset(projectId: number): Promise<ProjectPin> {
      const row = await read(projectId);
      // The demo's simulator finds its projects by their fixed codes.
      if (row.is_demo) throw new ValidationError(REGISTRATIONS_MESSAGES.pinDemo);
      await setNewPin(db, projectId, false);
      return get(projectId);
    },

    /** The A4 poster (PDF) with the QR code of the self-registration link. */
    async poster(projectId: number): Promise<Uint8Array> {
      const pin = await get(projectId);
      const { title } = await read(projectId);
      return registrationPoster({ title, pin });
    },
  };
}
