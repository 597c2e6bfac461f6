import {
  READER_REGISTRATION_MESSAGES as M,
  type ApiErrorItem,
  type ReaderRegistrationResult,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { ForbiddenError, ValidationError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './hardware-registration.repository.ts';

export type ReaderRegistrations = ReturnType<typeof createReaderRegistrations>;

/**
 * Registering readers on a project (provider employees install the hardware). A serial number
 * names one physical reader: a gateway's reads are matched by serial, so one registered on another
 * project is refused, as is one listed twice. All or nothing: any refusal writes no reader.
 */
export function createReaderRegistrations(deps: { db: Database }) {
  const { db } = deps;
  return {
    async register(
      auth: AuthContext,
      projectId: number,
      body: { HardwareModelId: number; AccessPointsCount: number; SerialNumbers: string[] },
    ): Promise<ReaderRegistrationResult> {
      if (!auth.isProviderEmployee) throw new ForbiddenError(M.providerOnly);
      const errors: ApiErrorItem[] = [];
      const seen = new Set<string>();
      body.SerialNumbers.forEach((serial, i) => {
        const key = serial.toLowerCase();
        if (seen.has(key))
          errors.push({ errorMessage: M.repeated(serial), field: `SerialNumbers.${i}` });
        seen.add(key);
      });
      if (errors.length > 0) throw new ValidationError(errors);

      return db.transaction().execute(async (tx) => {
        if (!(await repo.modelExists(tx, body.HardwareModelId))) {
          throw new ValidationError([{ errorMessage: M.modelUnknown, field: 'HardwareModelId' }]);
        }
        const keys = [...seen];
        await repo.lockSerials(tx, keys);
        for (const row of await repo.takenSerials(tx, keys)) {
          const serial = row.manufacturer_serial_number;
          const i = body.SerialNumbers.findIndex((s) => s.toLowerCase() === serial.toLowerCase());
          errors.push({
            errorMessage:
              row.project_id === projectId ? M.alreadyHere(serial) : M.otherProject(serial),
            field: `SerialNumbers.${i}`,
          });
        }
        if (errors.length > 0) throw new ValidationError(errors);
        const rows = await repo.insertReaders(tx, projectId, body);
        return {
          Created: rows.map((r) => ({
            ReaderId: r.reader_id,
            ManufacturerSerialNumber: r.manufacturer_serial_number,
          })),
        };
      });
    },
  };
}
