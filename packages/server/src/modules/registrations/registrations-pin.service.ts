import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { REGISTRATIONS_MESSAGES, selfRegistrationPath, type ProjectPin } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { registrationPoster } from './registrations-poster.ts';
import * as selfRepo from './registrations-self.repository.ts';

export type RegistrationsPinService = ReturnType<typeof createRegistrationsPinService>;

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

/**
 * The project pin (spec 000 §3 "Project pin": ProjectShortCodeIdentifier), the self-registration
 * link its QR code opens, and the poster for the site office.
 */
export function createRegistrationsPinService(deps: {
  db: Database;
  publicUrl: string;
  projects: Pick<ProjectsService, 'setShortCode'>;
}) {
  const { db, publicUrl, projects } = deps;

  async function read(projectId: number) {
    const row = await selfRepo.pinProject(db, projectId);
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
      await projects.setShortCode(projectId, newPin, true);
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
      await projects.setShortCode(projectId, newPin, false);
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
