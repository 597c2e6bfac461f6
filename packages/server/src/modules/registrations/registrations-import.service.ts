import {
  REGISTRATION_IMPORT_LIMITS as LIMITS,
  REGISTRATION_IMPORT_MESSAGES as M,
  fieldsVisibleTo,
  type RegistrationImport,
  type RegistrationImportContracts,
  type RegistrationImportList,
  type RegistrationImportQuery,
  type RegistrationImportResult,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { readSheetFile, SheetFileError } from '../../lib/sheet-file.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { recordManyWorkerChanges } from '../workers/workers-changelog.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { timesheetDate } from '../../lib/time.ts';
import { contractsInScope, handOutTag } from './registrations-desk-tags.ts';
import * as deskRepo from './registrations-desk.repository.ts';
import { listableCompany, splitValues } from './registrations-desk.service.ts';
import type { RegistrationsFieldsService } from './registrations-fields.service.ts';
import * as repo from './registrations-import.repository.ts';
import { readImportRows, type ImportContract } from './registrations-import-rows.ts';
import { importHistory, importCounts, importView } from './registrations-import-read.ts';
import { importTemplate } from './registrations-import-template.ts';

/** Workers written per statement in stage three. */
const WORKERS_PER_BATCH = 1_000;

export type RegistrationsImportService = ReturnType<typeof createRegistrationsImportService>;

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Deps = {
  db: Database;
  blobs: BlobStore;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  projects: Pick<ProjectsService, 'contractScope'>;
  readResolution: Pick<ReadResolution, 'request'>;
};

/** A badge the file gives without a type is the desk's: a BLE badge. */
const DEFAULT_TAG_TYPE_ID = 1;

const personKey = (first: string, last: string, birthDate: string) =>
  [first, last].map((s) => s.trim().toLocaleLowerCase('en')).join('\u0000') + `\u0000${birthDate}`;

/**
 * Import from Excel (spec 000 §3–§4; issue 14): the template, stage two (validate: every row
 * stored with its status), fixing pending rows' contracts, stage three (import the ready rows in
 * one transaction) and the history of files.
 */
export function createRegistrationsImportService(deps: Deps) {
  const { db, blobs, registrationsFields, projects, readResolution } = deps;

  function permissionsFor(auth: AuthContext, projectId: number) {
    return auth.permissions.find((p) => p.ProjectId === projectId)?.Permissions ?? [];
  }

  async function fieldsFor(auth: AuthContext, projectId: number) {
    return fieldsVisibleTo(
      await registrationsFields.projectFields(projectId),
      permissionsFor(auth, projectId),
      auth.isProviderEmployee,
    );
  }

  async function contractsFor(auth: AuthContext, projectId: number): Promise<ImportContract[]> {
    return (await contractsInScope(db, projects, auth, projectId)).map((c) => ({
      contractId: c.contract_id,
      displayName: c.display_name,
      companyId: c.company_id,
      companyName: listableCompany(c.company_name) ? c.company_name : null,
    }));
  }

  return {
    /** The template: the caller's fields and contracts as columns and drop-downs. */
    async template(auth: AuthContext, projectId: number): Promise<Uint8Array> {
      const [fields, contracts, types] = await Promise.all([
        fieldsFor(auth, projectId),
        contractsFor(auth, projectId),
        repo.tagTypes(db),
      ]);
      return importTemplate(
        fields,
        contracts,
        types.map((t) => t.name),
      );
    },

    /**
     * Stage two: read the file against the project, store it and its rows (one transaction) and
     * answer the first page. A file that cannot be read changes nothing and says why.
     */
    async validate(
      auth: AuthContext,
      projectId: number,
      file: { bytes: Buffer; fileName: string },
    ): Promise<RegistrationImport> {
      let sheet;
      try {
        sheet = readSheetFile(file.bytes, { rows: LIMITS.rows, columns: LIMITS.columns });
      } catch (error) {
        if (!(error instanceof SheetFileError)) throw error;
        throw new ValidationError(
          error.message === 'too many rows' ? M.tooManyRows : `${M.fileError} ${M.notASpreadsheet}`,
        );
      }
      const [fields, contracts, people, held, types] = await Promise.all([
        fieldsFor(auth, projectId),
        contractsFor(auth, projectId),
        repo.listPeople(db, projectId),
        repo.heldTags(db, projectId),
        repo.tagTypes(db),
      ]);
      const read = readImportRows(sheet, {
        fields,
        contracts,
        people: people.map((p) => ({
          firstName: p.first_name,
          lastName: p.last_name,
          birthDate: p.birth_date,
          phoneDigits: p.phone_digits,
        })),
        heldTags: held,
        tagTypes: types.map((t) => ({ id: t.tag_type_id, name: t.name })),
      });
      if (read.kind === 'fileError') throw new ValidationError(read.message);

      const fileName = file.fileName.trim() || 'workers.xlsx';
      const blobUid = await db.transaction().execute(async (tx) => {
        const uid = await blobs.put(tx, {
          projectId,
          kind: 'import',
          mimeType: file.bytes.readUInt32LE(0) === 0x04034b50 ? XLSX_MIME_TYPE : 'text/csv',
          originalFilename: fileName,
          data: file.bytes,
        });
        await repo.insertImport(tx, { projectId, blobUid: uid, fileName, userId: auth.userId });
        await repo.insertRows(tx, projectId, uid, read.rows);
        return uid;
      });
      return importView(db, projectId, blobUid, { page: 1, status: 'all' });
    },

    /** A page of a validated file's rows (stage two), by status. */
    get(projectId: number, blobUid: string, query: RegistrationImportQuery) {
      return importView(db, projectId, blobUid, query);
    },

    /** Fix contracts: each company written in the file to a contract the caller may use. */
    async setContracts(
      auth: AuthContext,
      projectId: number,
      blobUid: string,
      body: RegistrationImportContracts,
    ): Promise<RegistrationImport> {
      const contracts = new Map(
        (await contractsFor(auth, projectId)).map((c) => [c.contractId, c]),
      );
      await db.transaction().execute(async (tx) => {
        const found = await repo.lockImport(tx, projectId, blobUid);
        if (!found) throw new NotFoundError(M.notFound);
        if (found.state === 'Imported') throw new ValidationError(M.alreadyImported);
        for (const { CompanyName, ContractId } of body.Contracts) {
          const contract = contracts.get(ContractId);
          if (!contract) throw new ValidationError('That contract is not on this project.');
          await repo.setPendingContract(tx, projectId, blobUid, CompanyName, {
            contractId: contract.contractId,
            companyId: contract.companyId,
          });
        }
      });
      return importView(db, projectId, blobUid, { page: 1, status: 'all' });
    },

    /**
     * Stage three: every ready row becomes a worker (fixed columns, fields, changelog), all in one
     * transaction; error rows and rows still pending a contract are left out. Someone registered
     * since the validation is caught here too and the row becomes an error.
     */
    async importRows(
      auth: AuthContext,
      projectId: number,
      blobUid: string,
    ): Promise<RegistrationImportResult> {
      const [fields, contracts] = await Promise.all([
        registrationsFields.projectFields(projectId),
        deskRepo.listContracts(db, projectId),
      ]);
      const contractNames = new Map(contracts.map((c) => [c.contract_id, c.display_name]));
      const project = await deskRepo.projectTimeZone(db, projectId);
      // Tag dates are timesheet dates (DOMAIN.md "Worker tag").
      const today = timesheetDate(new Date(), project.time_zone_id, project.workday_boundary_hour);
      return db.transaction().execute(async (tx) => {
        const found = await repo.lockImport(tx, projectId, blobUid);
        if (!found) throw new NotFoundError(M.notFound);
        if (found.state === 'Imported') throw new ValidationError(M.alreadyImported);
        const rows = await repo.readyRows(tx, projectId, blobUid);
        if (rows.length === 0) throw new ValidationError(M.nothingToImport);

        const people = await repo.listPeople(tx, projectId);
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
          const phone =
            typeof values.Telephone === 'string' ? values.Telephone.replace(/\D/g, '') : '';
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
                ...(w.row.tag === null
                  ? []
                  : [{ field: 'Tag', oldValue: null, newValue: w.row.tag }]),
              ],
            })),
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
    },

    /** The history: newest file first, with what became of its rows. */
    list(projectId: number, page: number): Promise<RegistrationImportList> {
      return importHistory(db, projectId, page);
    },

    /** The uploaded file, as it came. */
    async file(projectId: number, blobUid: string) {
      const found = await repo.findImport(db, projectId, blobUid);
      if (!found) throw new NotFoundError(M.notFound);
      const blob = await blobs.get(db, blobUid);
      if (!blob || blob.projectId !== projectId) throw new NotFoundError(M.notFound);
      return { fileName: found.file_name, mimeType: blob.mimeType, data: blob.data };
    },
  };
}
