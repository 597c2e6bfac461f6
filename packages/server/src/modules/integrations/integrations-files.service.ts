import {
  FILE_IMPORT_PAGE_SIZE,
  INTEGRATIONS_MESSAGES as M,
  SCHEDULE_FILE,
  type FileImport,
  type FileImportCreated,
  type FileImportHistory,
  type FileImportPreview,
  type FileImportProcessed,
  type FileImportUpload,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { WorkforcePlanService } from '../contracts/workforce-plan.service.ts';
import { FORMAT_NAMES } from './integrations-providers.ts';
import type { SchedulePlanDay } from './integrations-schedule-plan.ts';
import { labourWithHours, schedulePreview } from './integrations-schedule-preview.ts';
import { projectScheduleTrades } from './integrations-schedule-project.repository.ts';
import { sampleFileName, scheduleSampleXml } from './integrations-schedule-samples.ts';
import {
  ScheduleFileError,
  parseScheduleXml,
  type ParsedSchedule,
} from './integrations-schedule-xml.ts';
import { integrationAccess, type IntegrationsDeps } from './integrations.service.ts';
import * as repo from './integrations.repository.ts';

export type IntegrationFilesService = ReturnType<typeof createIntegrationFilesService>;

function toFileImport(row: repo.FileImportRow): FileImport {
  return {
    FileImportId: row.file_import_id,
    ServiceProviderId: row.service_provider_id,
    OriginalFileName: row.original_file_name,
    SizeBytes: row.size_bytes,
    Format: FORMAT_NAMES[row.format],
    ScheduleProjectName: row.schedule_project_name,
    ActivityCount: row.activity_count,
    ResourceCount: row.labour_resources.length,
    Status:
      row.status === 'processed'
        ? 'Processed'
        : row.status === 'replaced'
          ? 'Replaced'
          : 'Uploaded',
    UploadedAt: row.uploaded_at.toISOString(),
    UploadedByName: row.uploaded_by,
    ProcessedAt: row.processed_at ? row.processed_at.toISOString() : null,
    ProcessedByName: row.processed_by,
    ContractDays: row.contract_days,
    HoursProjected: row.hours_projected === null ? null : Number(row.hours_projected),
  };
}

interface Planned {
  file: repo.FileImportRow;
  days: SchedulePlanDay[];
  preview: FileImportPreview;
}

export function createIntegrationFilesService(
  deps: IntegrationsDeps & {
    blobs: BlobStore;
    now?: () => Date;
    workforcePlan: Pick<WorkforcePlanService, 'projectDates' | 'importedDays' | 'replaceImported'>;
  },
) {
  const { db, blobs, workforcePlan } = deps;
  const now = deps.now ?? (() => new Date());

  async function scheduler(auth: AuthContext, projectId: number, providerId: number) {
    const provider = await integrationAccess(deps, auth, projectId, providerId);
    if (!provider?.scheduleFormat) throw new NotFoundError(M.notFileProvider);
    return provider;
  }

  async function findFile(projectId: number, providerId: number, fileImportId: number) {
    const file = await repo.findFileImport(db, projectId, providerId, fileImportId);
    if (!file) throw new NotFoundError(M.fileImportNotFound);
    return file;
  }

  /** The file read again and planned with the provider's current mappings. */
  async function plan(
    projectId: number,
    providerId: number,
    fileImportId: number,
  ): Promise<Planned> {
    const file = await findFile(projectId, providerId, fileImportId);
    const blob = await blobs.get(db, file.blob_uid);
    if (!blob) throw new Error(`Schedule file ${fileImportId} has lost its bytes`);
    const schedule = parseScheduleXml(blob.data.toString('utf8'));
    const [codes, dates, replaced, contracts] = await Promise.all([
      repo.mappedCodes(db, projectId, providerId),
      workforcePlan.projectDates(projectId),
      workforcePlan.importedDays(projectId),
      repo.listMappedContracts(db, projectId, providerId),
    ]);
    return {
      file,
      ...schedulePreview(schedule, {
        codes,
        projectStart: dates.start_date,
        projectEnd: dates.end_date,
        contracts,
        replaced,
      }),
    };
  }

  return {
    /**
     * A sample schedule in the provider's format made from the project's own trades and plan
     * ahead (docs/domain.md "Integrations"): what to try the import with.
     */
    async sample(auth: AuthContext, projectId: number, providerId: number) {
      const provider = await scheduler(auth, projectId, providerId);
      const { projectName, trades } = await projectScheduleTrades(db, projectId, now());
      if (trades.length === 0) throw new NotFoundError(M.noSample);
      const format = provider.scheduleFormat ?? 'primavera-p6';
      return {
        fileName: sampleFileName(projectName, format),
        xml: scheduleSampleXml(format, projectName, trades),
      };
    },

    /** Reads the file before keeping it: one that is not a schedule is refused, nothing kept. */
    async upload(
      auth: AuthContext,
      projectId: number,
      providerId: number,
      input: FileImportUpload,
    ): Promise<FileImportCreated> {
      await scheduler(auth, projectId, providerId);
      const bytes = Buffer.from(input.File, 'base64');
      if (bytes.length === 0)
        throw new ValidationError([{ errorMessage: M.fileEmpty, field: 'File' }]);
      if (bytes.length > SCHEDULE_FILE.maxBytes) {
        throw new ValidationError([{ errorMessage: M.fileTooBig, field: 'File' }]);
      }
      let schedule: ParsedSchedule;
      try {
        schedule = parseScheduleXml(bytes.toString('utf8'));
      } catch (error) {
        if (!(error instanceof ScheduleFileError)) throw error;
        throw new ValidationError([{ errorMessage: error.message, field: 'File' }]);
      }
      const id = await db.transaction().execute(async (tx) => {
        const blobUid = await blobs.put(tx, {
          projectId,
          kind: 'schedule',
          mimeType: 'application/xml',
          originalFilename: input.OriginalFileName,
          data: bytes,
        });
        return repo.insertFileImport(tx, projectId, {
          providerId,
          blobUid,
          fileName: input.OriginalFileName,
          mimeType: input.MimeType,
          sizeBytes: bytes.length,
          format: schedule.format,
          scheduleProjectName: schedule.projectName?.slice(0, 200) ?? null,
          activityCount: schedule.activities.length,
          labourResources: labourWithHours(schedule),
          userId: auth.userId,
        });
      });
      return { FileImportId: id };
    },

    async history(
      auth: AuthContext,
      projectId: number,
      providerId: number,
      page: number,
    ): Promise<FileImportHistory> {
      await scheduler(auth, projectId, providerId);
      const { rows, total } = await repo.listFileImports(
        db,
        projectId,
        providerId,
        page,
        FILE_IMPORT_PAGE_SIZE,
      );
      return { Data: rows.map(toFileImport), TotalCount: total };
    },

    async file(auth: AuthContext, projectId: number, providerId: number, fileImportId: number) {
      await scheduler(auth, projectId, providerId);
      return toFileImport(await findFile(projectId, providerId, fileImportId));
    },

    async preview(
      auth: AuthContext,
      projectId: number,
      providerId: number,
      fileImportId: number,
    ): Promise<FileImportPreview> {
      await scheduler(auth, projectId, providerId);
      return (await plan(projectId, providerId, fileImportId)).preview;
    },

    /**
     * The plan from the file replaces the last import's, in one transaction with the file marked
     * processed; refused (nothing written) while a contract-day is past the plan's limits or no
     * resource is mapped.
     */
    async process(
      auth: AuthContext,
      projectId: number,
      providerId: number,
      fileImportId: number,
    ): Promise<FileImportProcessed> {
      await scheduler(auth, projectId, providerId);
      const { days, preview } = await plan(projectId, providerId, fileImportId);
      if (preview.OverLimitDays > 0) {
        throw new ValidationError([{ errorMessage: M.overLimit(preview.OverLimitDays) }]);
      }
      if (days.length === 0) throw new ValidationError([{ errorMessage: M.nothingToProcess }]);
      const result = await db.transaction().execute(async (tx) => {
        await repo.lockProjectImports(tx, projectId);
        const written = await workforcePlan.replaceImported(
          tx,
          auth,
          projectId,
          days.map((d) => ({
            contractId: d.contractId,
            date: d.date,
            headcount: d.headcount,
            hours: d.hours,
          })),
        );
        await repo.markProcessed(tx, projectId, fileImportId, auth.userId, {
          contractDays: written.written,
          hours: preview.HoursProjected.toFixed(2),
        });
        return written;
      });
      return {
        FileImportId: fileImportId,
        ContractDays: result.written,
        HoursProjected: preview.HoursProjected,
        ReplacedContractDays: result.replaced,
      };
    },
  };
}
