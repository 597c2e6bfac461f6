import { REGISTRATION_IMPORT_MESSAGES as M, type RegistrationImportResult } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import { recordManyWorkerChanges } from '../workers/workers-changelog.ts';
import { handOutTag } from './registrations-desk-tags.ts';
import * as deskRepo from './registrations-desk.repository.ts';
import { splitValues } from './registrations-desk.service.ts';
import type { RegistrationsFieldsService } from './registrations-fields.service.ts';
import * as contextRepo from './registrations-import-context.repository.ts';
import { importCounts } from './registrations-import-read.ts';
import * as repo from './registrations-import.repository.ts';
import { raiseRegistered, type RegistrationWebhooks } from './registrations-events.ts';

/** Workers written per statement in stage three. */
const WORKERS_PER_BATCH = 1_000;

/** A badge the file gives without a type is the desk's: a BLE badge. */
const DEFAULT_TAG_TYPE_ID = 1;

const personKey = (first: string, last: string, birthDate: string) =>
  [first, last].map((s) => s.trim().toLocaleLowerCase('en')).join('\u0000') + `\u0000${birthDate}`;

export interface RunDeps {
  db: Database;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  readResolution: Pick<ReadResolution, 'request'>;
  webhooks?: RegistrationWebhooks;
}

/**
 * Stage three: every ready row becomes a worker (fixed columns, fields, changelog), all in one
 * transaction; error rows and rows still pending a contract are left out. Someone registered
 * since the validation is caught here too and the row becomes an error.
 */
export async function importReadyRows(
  deps: RunDeps,
  auth: AuthContext,
  projectId: number,
  blobUid: string,
): Promise<RegistrationImportResult> {
  const { db, registrationsFields, readResolution } = deps;
  const [fields, contracts] = await Promise.all([
    registrationsFields.projectFields(projectId),
    deskRepo.listContracts(db, projectId),
  ]);
  const contractNames = new Map(contracts.map((c) => [c.contract_id, c.display_name]));
  const project = await deskRepo.projectTimeZone(db, projectId);
  // Tag dates are timesheet dates (DOMAIN.md "Worker tag").
  const today = timesheetDate(new Date(), project.time_zone_id, project.workday_boundary_hour);
  const announcements: (() => Promise<void>)[] = [];
  const result = await db.transaction().execute(async (tx) => {
    const found = await repo.lockImport(tx, projectId, blobUid);
    if (!found) throw new NotFoundError(M.notFound);
    if (found.state === 'Imported') throw new ValidationError(M.alreadyImported);
    const rows = await repo.readyRows(tx, projectId, blobUid);
    if (rows.length === 0) throw new ValidationError(M.nothingToImport);

    const people = await contextRepo.listPeople(tx, projectId);
    const known = new Set(
      people.flatMap((p) =>
        p.birth_date ? [personKey(p.first_name, p.last_name, p.birth_date)] : [],
      ),
    );
    const phones = new Set(people.map((p) => p.phone_digits).filter((d) => d.length >= 7));

    const ready: ((typeof rows)[number] & { values: Record<string, string | boolean> })[] = [];
    for (const row of rows) {
      const values = (row.field_values ?? {}) as Record<string, string | boolean>;
      const birthDate = typeof values.BirthDate === 'string' ? values.BirthDate : '';
      const phone = typeof values.Telephone === 'string' ? values.Telephone.replace(/\D/g, '') : '';
      if (
        (birthDate && known.has(personKey(row.first_name, row.last_name, birthDate))) ||
        (phone.length >= 7 && phones.has(phone))
      ) {
        await repo.markError(tx, projectId, blobUid, row.row_number, [
          `${row.first_name} ${row.last_name} ${M.alreadyRegistered}`,
        ]);
      } else ready.push({ ...row, values });
    }

    // In batches: the workers' ids drawn first, so each row knows its worker without a
    // round trip per row; the changelog in a few statements.
    for (let start = 0; start < ready.length; start += WORKERS_PER_BATCH) {
      const batch = ready.slice(start, start + WORKERS_PER_BATCH);
      const ids = await deskRepo.nextWorkerIds(tx, batch.length);
      const workers = batch.map((row, i) => {
        const { columns, dynamic, changes } = splitValues(fields, row.values);
        return {
          row,
          workerId: ids[i]!,
          contractId: row.contract_id!,
          columns,
          dynamic,
          changes,
        };
      });
      await deskRepo.insertWorkers(
        tx,
        workers.map((w) => ({
          workerId: w.workerId,
          projectId,
          contractId: w.contractId,
          columns: w.columns,
          fields: w.dynamic,
        })),
      );
      await recordManyWorkerChanges(
        tx,
        workers.map((w) => ({
          projectId,
          workerId: w.workerId,
          userId: auth.userId,
          changes: [
            {
              field: 'Registration',
              oldValue: null,
              newValue: `Imported from ${found.file_name}`,
            },
            ...w.changes,
            {
              field: 'ContractId',
              oldValue: null,
              newValue: contractNames.get(w.contractId) ?? null,
            },
            ...(w.row.tag === null ? [] : [{ field: 'Tag', oldValue: null, newValue: w.row.tag }]),
          ],
        })),
      );
      announcements.push(
        await raiseRegistered(
          deps.webhooks,
          tx,
          projectId,
          workers.map((w) => ({
            workerId: w.workerId,
            firstName: w.columns.first_name ?? null,
            lastName: w.columns.last_name ?? null,
            contractId: w.contractId,
          })),
          'import',
        ),
      );
      await repo.markImported(
        tx,
        projectId,
        blobUid,
        workers.map((w) => ({ rowNumber: w.row.row_number, workerId: w.workerId })),
      );
      // Each row's badge, from the workday's boundary as every screen gives one; a tag taken
      // since the check refuses the import whole (nothing half done), saying whose it is.
      for (const w of workers) {
        if (w.row.tag === null) continue;
        await handOutTag(
          tx,
          {
            projectId,
            workerId: w.workerId,
            tag: w.row.tag,
            tagTypeId: w.row.tag_type_id ?? DEFAULT_TAG_TYPE_ID,
            today,
          },
          readResolution,
        );
      }
    }
    const imported = ready.length;
    await repo.finishImport(tx, projectId, blobUid);
    const counts = importCounts((await repo.countRows(tx, projectId, [blobUid]))[0]);
    return { BlobUid: blobUid, Imported: imported, Skipped: counts.Rows - counts.Imported };
  });
  for (const announce of announcements) await announce();
  return result;
}
