import {
  REGISTRATION_IMPORT_LIMITS as LIMITS,
  REGISTRATION_IMPORT_MESSAGES as M,
  fieldsVisibleTo,
  type RegistrationImport,
  type RegistrationImportContracts,
  type RegistrationImportList,
  type RegistrationImportQuery,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { readSheetFile, SheetFileError } from '../../lib/sheet-file.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { contractsInScope } from './registrations-desk-tags.ts';
import { listableCompany } from './registrations-desk.service.ts';
import type { RegistrationsFieldsService } from './registrations-fields.service.ts';
import * as contextRepo from './registrations-import-context.repository.ts';
import * as repo from './registrations-import.repository.ts';
import { importReadyRows } from './registrations-import-run.ts';
import { readImportRows, type ImportContract } from './registrations-import-rows.ts';
import { importHistory, importView } from './registrations-import-read.ts';
import { importTemplate } from './registrations-import-template.ts';
import type { RegistrationWebhooks } from './registrations-events.ts';

export type RegistrationsImportService = ReturnType<typeof createRegistrationsImportService>;

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Deps = {
  db: Database;
  blobs: BlobStore;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  projects: Pick<ProjectsService, 'contractScope' | 'country'>;
  readResolution: Pick<ReadResolution, 'request'>;
  webhooks?: RegistrationWebhooks;
};

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
        contextRepo.tagTypes(db),
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
      const [fields, country, contracts, people, held, types] = await Promise.all([
        fieldsFor(auth, projectId),
        projects.country(projectId),
        contractsFor(auth, projectId),
        contextRepo.listPeople(db, projectId),
        contextRepo.heldTags(db, projectId),
        contextRepo.tagTypes(db),
      ]);
      const read = readImportRows(sheet, {
        fields,
        country,
        contracts,
        people: people.map((p) => ({
          firstName: p.first_name,
          lastName: p.last_name,
          birthDate: p.birth_date,
          phoneDigits: p.phone_digits,
        })),
        // A holder outside the caller's contracts (a company-limited member) is not named.
        heldTags: held.map((h) => ({
          tag: h.tag,
          holder: contracts.some((c) => c.contractId === h.contract_id)
            ? h.holder
            : 'a worker of another company',
        })),
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

    /** Stage three (registrations-import-run.ts). */
    importRows: (auth: AuthContext, projectId: number, blobUid: string) =>
      importReadyRows(
        { db, registrationsFields, readResolution, webhooks: deps.webhooks },
        auth,
        projectId,
        blobUid,
      ),

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
