import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';
import type { ScheduleFormat } from './integrations-schedule-xml.ts';

/** The project's contracts in tree order's parts (name, parent), with their mapping to a provider. */
export function listMappedContracts(db: Executor, projectId: number, providerId: number) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('integration_contract_mappings as m', (join) =>
      join
        .onRef('m.project_id', '=', 'c.project_id')
        .onRef('m.contract_id', '=', 'c.contract_id')
        .on('m.service_provider_id', '=', providerId),
    )
    .select([
      'c.contract_id',
      'c.parent_contract_id',
      'c.trade',
      contractDisplayName.as('display_name'),
      'm.contract_mapping_id',
      'm.skip_contract',
      'm.external_code',
      'm.external_name',
      sql<string | null>`to_char(m.start_date, 'YYYY-MM-DD')`.as('start_date'),
    ])
    .where('c.project_id', '=', projectId)
    .orderBy(sql`lower(${contractDisplayName})`)
    .orderBy('c.contract_id')
    .execute();
}

/** The ids among `ids` that are contracts of the project. */
export async function contractsOnProject(
  db: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('contracts')
    .select('contract_id')
    .where('project_id', '=', projectId)
    .where('contract_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.contract_id));
}

export interface MappingWrite {
  contractId: number;
  skip: boolean;
  code: string | null;
  name: string | null;
  startDate: string | null;
}

/** Sets the mappings of the contracts given: the old rows out, a row for each mapped or skipped. */
export async function replaceMappings(
  tx: Executor,
  projectId: number,
  providerId: number,
  userId: number,
  writes: readonly MappingWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  await tx
    .deleteFrom('integration_contract_mappings')
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId)
    .where(
      'contract_id',
      'in',
      writes.map((w) => w.contractId),
    )
    .execute();
  const kept = writes.filter((w) => w.skip || w.code !== null);
  if (kept.length === 0) return;
  await tx
    .insertInto('integration_contract_mappings')
    .values(
      kept.map((w) => ({
        project_id: projectId,
        service_provider_id: providerId,
        contract_id: w.contractId,
        skip_contract: w.skip,
        external_code: w.skip ? null : w.code,
        external_name: w.skip ? null : w.name,
        start_date: w.startDate,
        updated_by_user_id: userId,
      })),
    )
    .execute();
}

/** External code → contract, for the contracts mapped (not skipped) to the provider. */
export async function mappedCodes(
  db: Executor,
  projectId: number,
  providerId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('integration_contract_mappings')
    .select(['external_code', 'contract_id'])
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId)
    .where('external_code', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.external_code ?? '', r.contract_id]));
}

export interface FileImportWrite {
  providerId: number;
  blobUid: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  format: ScheduleFormat;
  scheduleProjectName: string | null;
  activityCount: number;
  labourResources: string[];
  userId: number;
}

export async function insertFileImport(
  tx: Executor,
  projectId: number,
  file: FileImportWrite,
): Promise<number> {
  const row = await tx
    .insertInto('integration_file_imports')
    .values({
      project_id: projectId,
      service_provider_id: file.providerId,
      blob_uid: file.blobUid,
      original_file_name: file.fileName,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
      format: file.format,
      schedule_project_name: file.scheduleProjectName,
      activity_count: file.activityCount,
      labour_resources: JSON.stringify(file.labourResources),
      uploaded_by_user_id: file.userId,
    })
    .returning('file_import_id')
    .executeTakeFirstOrThrow();
  return row.file_import_id;
}

function fileImports(db: Executor, projectId: number, providerId: number) {
  return db
    .selectFrom('integration_file_imports as f')
    .leftJoin('users as up', 'up.user_id', 'f.uploaded_by_user_id')
    .leftJoin('users as pr', 'pr.user_id', 'f.processed_by_user_id')
    .select([
      'f.file_import_id',
      'f.service_provider_id',
      'f.blob_uid',
      'f.original_file_name',
      'f.size_bytes',
      'f.format',
      'f.schedule_project_name',
      'f.activity_count',
      sql<string[]>`f.labour_resources`.as('labour_resources'),
      'f.status',
      'f.uploaded_at',
      'f.processed_at',
      'f.contract_days',
      'f.hours_projected',
      sql<string | null>`up.first_name || ' ' || up.last_name`.as('uploaded_by'),
      sql<string | null>`pr.first_name || ' ' || pr.last_name`.as('processed_by'),
    ])
    .where('f.project_id', '=', projectId)
    .where('f.service_provider_id', '=', providerId);
}
export type FileImportRow = Awaited<ReturnType<typeof findFileImport>> & object;

export function findFileImport(
  db: Executor,
  projectId: number,
  providerId: number,
  fileImportId: number,
) {
  return fileImports(db, projectId, providerId)
    .where('f.file_import_id', '=', fileImportId)
    .executeTakeFirst();
}

export async function listFileImports(
  db: Executor,
  projectId: number,
  providerId: number,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    fileImports(db, projectId, providerId)
      .orderBy('f.file_import_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('integration_file_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .where('service_provider_id', '=', providerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Each provider's last processed file (the one whose plan is in force, or was replaced). */
export function lastProcessedFiles(db: Executor, projectId: number) {
  return db
    .selectFrom('integration_file_imports')
    .distinctOn('service_provider_id')
    .select(['service_provider_id', 'original_file_name', 'processed_at'])
    .where('project_id', '=', projectId)
    .where('processed_at', 'is not', null)
    .orderBy('service_provider_id')
    .orderBy('processed_at', 'desc')
    .execute();
}

/**
 * The file is now the plan's import: the project's earlier processed files (of any scheduler —
 * the plan holds one import) become replaced. Locks the project's file rows first, so two
 * processings of one project run one after the other.
 */
export async function markProcessed(
  tx: Executor,
  projectId: number,
  fileImportId: number,
  userId: number,
  figures: { contractDays: number; hours: string },
): Promise<void> {
  await tx
    .updateTable('integration_file_imports')
    .set({ status: 'replaced' })
    .where('project_id', '=', projectId)
    .where('status', '=', 'processed')
    .where('file_import_id', '!=', fileImportId)
    .execute();
  await tx
    .updateTable('integration_file_imports')
    .set({
      status: 'processed',
      processed_at: sql<Date>`now()`,
      processed_by_user_id: userId,
      contract_days: figures.contractDays,
      hours_projected: figures.hours,
    })
    .where('project_id', '=', projectId)
    .where('file_import_id', '=', fileImportId)
    .execute();
}

/** Serialises the processing of one project's schedule files (a transaction-scoped lock). */
export async function lockProjectImports(tx: Executor, projectId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('integration_file_imports'), ${projectId})`.execute(
    tx,
  );
}
