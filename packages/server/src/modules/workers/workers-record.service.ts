import {
  downloadUrl,
  WORKER_RECORD_MESSAGES,
  certificationStatus,
  fieldOptions,
  setFieldValue,
  splitOtherValue,
  workerValuesSchema,
  type WorkerCertification,
  type WorkerFieldValue,
  type WorkerFieldValues,
  type WorkerProfileFields,
  type WorkerRecord,
  type WorkerUpdate,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type {
  ProjectField,
  RegistrationsFieldsService,
} from '../registrations/registrations-fields.service.ts';
import { recordWorkerChanges, type WorkerChange } from './workers-changelog.ts';
import { createWorkerLookup, holds, readFieldValue } from './workers-record.access.ts';
import { createWorkerRecordChanges } from './workers-record-changes.service.ts';
import type { WorkersDoor } from './workers-door.ts';
import * as repo from './workers-record.repository.ts';

export type WorkersRecordService = ReturnType<typeof createWorkersRecordService>;

export interface WorkersRecordDeps {
  db: Database;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields' | 'profileSections'>;
  projects: Pick<ProjectsService, 'contractScope' | 'country'>;
  door: WorkersDoor;
}

/** Where the record's photo is served: /v2/downloads/file, to the project's members. */
export function workerPhotoUrl(_projectId: number, _workerId: number, blobUid: string): string {
  return downloadUrl(blobUid);
}

const CERTIFICATIONS = 'certifications';

function certificationsOf(
  fields: readonly ProjectField[],
  values: Record<string, WorkerFieldValue>,
  sectionName: string | undefined,
  today: string,
): WorkerCertification[] {
  const bySub = new Map<string, { issue: string | null; expiry: string | null }>();
  for (const f of fields) {
    if (f.ProfileSectionName !== sectionName || !f.ProfileSubSectionName) continue;
    const entry = bySub.get(f.ProfileSubSectionName) ?? { issue: null, expiry: null };
    const value = values[f.FieldName];
    const date = typeof value === 'string' && value !== '' ? value : null;
    if (f.FieldName.endsWith('ExpiryDate')) entry.expiry = date;
    else if (f.FieldName.endsWith('IssueDate')) entry.issue = date;
    bySub.set(f.ProfileSubSectionName, entry);
  }
  return [...bySub]
    .filter(([, e]) => e.issue !== null || e.expiry !== null)
    .map(([name, e]) => ({
      Name: name,
      IssueDate: e.issue,
      ExpiryDate: e.expiry,
      Status: certificationStatus(e.expiry, today),
    }));
}

/** The field's display name for an error ("Mobile phone: Must be a phone number."). */
function issueMessages(
  fields: readonly ProjectField[],
  issues: readonly { path: PropertyKey[]; message: string; code: string }[],
) {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return { errorMessage: WORKER_RECORD_MESSAGES.unknownField };
    const name = String(issue.path[0] ?? '');
    const field = fields.find((f) => f.FieldName === name);
    return { errorMessage: `${field?.DisplayNameEnglish ?? name}: ${issue.message}` };
  });
}

/** The worker record (spec 002 §2–§9): read, profile save, notes, company, changelog, delete. */
export function createWorkersRecordService(deps: WorkersRecordDeps) {
  const { db, registrationsFields, projects, door } = deps;

  const lookup = createWorkerLookup({ db, registrationsFields, projects, door });
  const { workerFor, profileOf } = lookup;

  async function get(
    auth: AuthContext,
    projectId: number,
    workerId: number,
  ): Promise<WorkerRecord> {
    const worker = await workerFor(auth, projectId, workerId);
    const timeZone = await repo.projectTimeZone(db, projectId);
    const now = new Date();
    const today = localDate(now, timeZone);
    const [profile, totals, active, onSite] = await Promise.all([
      profileOf(auth, projectId),
      repo.presenceTotals(db, projectId, workerId),
      repo.hasActiveTag(db, projectId, workerId, today),
      workersOnSite(db, projectId, now, null, workerId),
    ]);
    const values: Record<string, WorkerFieldValue> = {};
    for (const f of profile.fields) values[f.FieldName] = readFieldValue(worker, f);
    const certSection = profile.sections.find((s) => s.SectionSlug === CERTIFICATIONS);
    const full = [worker.first_name, worker.middle_name, worker.last_name]
      .filter((p) => p !== null && p.trim() !== '')
      .join(' ');
    return {
      WorkerId: worker.worker_id,
      ProjectId: projectId,
      SubContractId: worker.contract_id,
      CompanyName: worker.company_name,
      Title: worker.title,
      FirstName: worker.first_name,
      MiddleName: worker.middle_name,
      LastName: worker.last_name,
      WorkerName: `${worker.first_name} ${worker.last_name}`.trim(),
      WorkerFullName: full,
      Trade: worker.trade,
      Ethnicity: worker.ethnicity,
      OtherEthnicity: worker.other_ethnicity,
      Notes: holds(auth, projectId, 'WorkerNotes') ? worker.notes : null,
      Address: worker.address,
      PhotoUrl: worker.photo_blob_uid
        ? workerPhotoUrl(projectId, workerId, worker.photo_blob_uid)
        : null,
      ProfilePictureAspectRatio: worker.profile_picture_aspect_ratio,
      // Badge templates are the badges area's; none is defined on a project yet.
      BadgeTemplates: [],
      DaysOnSite: totals.days,
      TotalHoursOnSiteDisplay: totals.hours,
      HasActiveTags: active,
      IsOnSite: onSite.length > 0,
      Values: values,
      Certifications: certSection
        ? certificationsOf(profile.fields, values, certSection.SectionName, today)
        : [],
    };
  }

  return {
    async profileFields(auth: AuthContext, projectId: number): Promise<WorkerProfileFields> {
      const { sections, fields } = await profileOf(auth, projectId);
      return {
        Sections: sections,
        Fields: fields.map(({ workerColumn: _column, ...f }) => f),
      };
    },

    get,

    /**
     * The profile save ("update with tags"): only the changed values, checked against the
     * fields the caller may see, written in one transaction with the changelog.
     */
    async update(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      body: WorkerUpdate,
    ): Promise<WorkerRecord> {
      await workerFor(auth, projectId, workerId);
      const { fields } = await profileOf(auth, projectId);
      const parsed = workerValuesSchema(fields, await projects.country(projectId)).safeParse(
        body.Values,
      );
      if (!parsed.success) throw new ValidationError(issueMessages(fields, parsed.error.issues));
      const values = parsed.data;

      await db.transaction().execute(async (tx) => {
        const current = await repo.lockWorker(tx, projectId, workerId);
        if (!current) throw new NotFoundError(WORKER_RECORD_MESSAGES.notFound);
        const changes: WorkerChange[] = [];
        const columns: Partial<Record<repo.WorkerColumn | 'other_ethnicity', string | null>> = {};
        let dynamic = current.fields as WorkerFieldValues;
        for (const field of fields) {
          if (!(field.FieldName in values)) continue;
          let next = values[field.FieldName] ?? null;
          const old = readFieldValue(current, field);
          if (field.FieldName === 'Ethnicity') {
            const options = fieldOptions(field).map((o) => String(o.value));
            const chosen = splitOtherValue(next === null ? null : String(next), options);
            const other =
              chosen.value === 'Other'
                ? (chosen.other ?? body.OtherEthnicity?.trim() ?? current.other_ethnicity) || null
                : null;
            next = chosen.value;
            columns.other_ethnicity = other;
            changes.push({
              field: 'OtherEthnicity',
              oldValue: current.other_ethnicity,
              newValue: other,
            });
          }
          changes.push({ field: field.FieldName, oldValue: old, newValue: next });
          if (field.workerColumn) {
            columns[field.workerColumn] = next === null ? null : String(next);
          } else {
            dynamic = setFieldValue(dynamic, field.FieldName, next);
          }
        }
        const { first_name: first, last_name: last, ...rest } = columns;
        if (first === null || last === null) {
          throw new ValidationError(WORKER_RECORD_MESSAGES.required);
        }
        await repo.updateWorker(tx, projectId, workerId, {
          ...rest,
          ...(first === undefined ? {} : { first_name: first }),
          ...(last === undefined ? {} : { last_name: last }),
          fields: JSON.stringify(dynamic),
        });
        await recordWorkerChanges(tx, { projectId, workerId, userId: auth.userId, changes });
      });
      return get(auth, projectId, workerId);
    },

    ...createWorkerRecordChanges({ db, registrationsFields, lookup, read: get }),
  };
}
