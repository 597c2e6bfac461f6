import {
  REGISTRATIONS_MESSAGES,
  WRITE_IN_COMPANY_ID,
  fieldsVisibleTo,
  registrationValuesSchema,
  setFieldValue,
  type RegistrationCompany,
  type RegistrationDuplicate,
  type RegistrationMetadata,
  type SingleRegistration,
  type WorkerFieldValues,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { ValidationError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { recordWorkerChanges, type WorkerChange } from '../workers/workers-changelog.ts';
import * as repo from './registrations-desk.repository.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { contractsInScope, handOutTag, inTagTransaction } from './registrations-desk-tags.ts';
import type { ProjectField, RegistrationsFieldsService } from './registrations-fields.service.ts';
import { raiseRegistered, type RegistrationWebhooks } from './registrations-events.ts';

export type RegistrationsDeskService = ReturnType<typeof createRegistrationsDeskService>;

/** A badge handed out at the desk is a BLE badge (tag_types 1) unless it exists already. */
const DESK_TAG_TYPE_ID = 1;

/** Companies the desk lists (spec 000 §5): no empty name, none starting with '#'. */
export function listableCompany(name: string | null): name is string {
  return name !== null && name.trim() !== '' && !name.trim().startsWith('#');
}

/** The values a registration writes: fixed columns, `fields`, and the changelog's lines. */
export function splitValues(
  fields: readonly ProjectField[],
  values: Record<string, string | boolean>,
) {
  const columns: repo.NewWorker['columns'] = {};
  let dynamic: WorkerFieldValues = {};
  const changes: WorkerChange[] = [];
  for (const field of fields) {
    const value = values[field.FieldName];
    if (value === undefined) continue;
    if (field.workerColumn) columns[field.workerColumn] = String(value);
    else dynamic = setFieldValue(dynamic, field.FieldName, value);
    changes.push({ field: field.FieldName, oldValue: null, newValue: value });
  }
  return { columns, dynamic, changes };
}

/** The company list of a registration form: listable companies, each with its contracts. */
export function companiesOf(
  contracts: readonly {
    contract_id: number;
    company_id: number | null;
    company_name: string | null;
    display_name: string;
  }[],
): RegistrationCompany[] {
  const companies = new Map<number, RegistrationCompany>();
  for (const c of contracts) {
    if (c.company_id === null || !listableCompany(c.company_name)) continue;
    const company = companies.get(c.company_id) ?? {
      CompanyId: c.company_id,
      CompanyName: c.company_name,
      Contracts: [],
    };
    company.Contracts.push({ ContractId: c.contract_id, DisplayName: c.display_name });
    companies.set(c.company_id, company);
  }
  return [...companies.values()].sort((a, b) => a.CompanyName.localeCompare(b.CompanyName, 'en'));
}

type Deps = {
  db: Database;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  projects: Pick<ProjectsService, 'contractScope' | 'country'>;
  readResolution: Pick<ReadResolution, 'request'>;
  webhooks?: RegistrationWebhooks;
};

/** Registration at the desk: one person, or a worker already badged elsewhere (spec 000 §3–§5). */
export function createRegistrationsDeskService(deps: Deps) {
  const { db, registrationsFields, projects, readResolution } = deps;

  const contractsFor = (auth: AuthContext, projectId: number) =>
    contractsInScope(db, projects, auth, projectId);
  const inTransaction = <T>(tag: string | null, work: (tx: Executor) => Promise<T>) =>
    inTagTransaction(db, tag, work);

  function permissionsFor(auth: AuthContext, projectId: number) {
    return auth.permissions.find((p) => p.ProjectId === projectId)?.Permissions ?? [];
  }

  return {
    /** registrations/metadata: the company list and every contract the caller may register to. */
    async metadata(auth: AuthContext, projectId: number): Promise<RegistrationMetadata> {
      const contracts = await contractsFor(auth, projectId);
      return {
        Companies: companiesOf(contracts),
        Contracts: contracts.map((c) => ({
          ContractId: c.contract_id,
          DisplayName: c.display_name,
        })),
      };
    },

    /** selected-registration-fields: the project's fields the caller may see and fill in. */
    async selectedFields(auth: AuthContext, projectId: number) {
      const fields = await registrationsFields.projectFields(projectId);
      return fieldsVisibleTo(fields, permissionsFor(auth, projectId), auth.isProviderEmployee).map(
        ({ workerColumn: _column, ...field }) => field,
      );
    },

    /**
     * Create registration → workerId (spec 000 §3): values checked against the definitions, the
     * company or a write-in, the badge at once, a possible duplicate flagged first; the worker,
     * tag, badge and changelog in one transaction.
     */
    async register(
      auth: AuthContext,
      projectId: number,
      body: SingleRegistration,
    ): Promise<
      { kind: 'created'; workerId: number } | { kind: 'duplicate'; body: RegistrationDuplicate }
    > {
      if (body.ProjectId !== projectId) {
        throw new ValidationError('ProjectId does not match the project in the address.');
      }
      const fields = fieldsVisibleTo(
        await registrationsFields.projectFields(projectId),
        permissionsFor(auth, projectId),
        auth.isProviderEmployee,
      );
      const country = await projects.country(projectId);
      const parsed = registrationValuesSchema(fields, { country }).safeParse(body.Fields);
      if (!parsed.success) {
        throw new ValidationError(parsed.error.issues.map((i) => ({ errorMessage: i.message })));
      }
      const values = parsed.data;

      const contracts = await contractsFor(auth, projectId);
      const writeIn = body.IsWriteInCompany || body.CompanyId === WRITE_IN_COMPANY_ID;
      const writeInName = body.WriteInCompanyName?.trim() ?? '';
      if (writeIn && writeInName === '') {
        throw new ValidationError(REGISTRATIONS_MESSAGES.writeInRequired);
      }
      if (!writeIn && body.CompanyId <= 0) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.companyRequired);
      }
      const ofCompany = writeIn
        ? contracts
        : contracts.filter((c) => c.company_id === body.CompanyId);
      if (!writeIn && ofCompany.length === 0) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.companyRequired);
      }
      const contractId =
        body.ContractId ?? (ofCompany.length === 1 ? ofCompany[0]?.contract_id : null);
      if (contractId === null || contractId === undefined) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.contractRequired);
      }
      const contract = ofCompany.find((c) => c.contract_id === contractId);
      if (!contract) throw new ValidationError(REGISTRATIONS_MESSAGES.contractNotOnProject);

      const tag = body.Tag?.trim() || null;
      if (tag !== null && tag !== (body.TagConfirmation?.trim() ?? '')) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.tagMismatch);
      }

      const firstName = String(values.FirstName ?? '');
      const lastName = String(values.LastName ?? '');
      const phone = typeof values.Telephone === 'string' ? values.Telephone.replace(/\D/g, '') : '';
      const person = {
        firstName,
        lastName,
        birthDate: typeof values.BirthDate === 'string' ? values.BirthDate : null,
        phoneDigits: phone.length >= 7 ? phone : null,
      };
      const { columns, dynamic, changes } = splitValues(fields, values);
      const { time_zone_id: timeZone, workday_boundary_hour: boundary } =
        await repo.projectTimeZone(db, projectId);
      const workerFields = writeIn ? { ...dynamic, WriteInCompanyName: writeInName } : dynamic;
      let announce = () => Promise.resolve();
      const created = await inTransaction(tag, async (tx) => {
        // Checked in the registration's transaction under the person's locks: two desks
        // registering one person at once see each other (the second is asked to confirm).
        await repo.lockPerson(tx, projectId, person);
        const duplicates = body.AllowDuplicate
          ? []
          : await repo.findDuplicates(tx, projectId, person);
        if (duplicates.length > 0) return { found: 'duplicates' as const, duplicates };
        const id = await repo.insertWorker(tx, {
          projectId,
          contractId,
          columns,
          fields: workerFields,
        });
        announce = await raiseRegistered(
          deps.webhooks,
          tx,
          projectId,
          [
            {
              workerId: id,
              firstName: columns.first_name ?? null,
              lastName: columns.last_name ?? null,
              contractId,
            },
          ],
          'desk',
        );
        if (tag !== null) {
          await handOutTag(
            tx,
            {
              projectId,
              workerId: id,
              tag,
              tagTypeId: DESK_TAG_TYPE_ID,
              // Tag dates are timesheet dates: at 01:00 the badge starts on the workday under way.
              today: timesheetDate(new Date(), timeZone, boundary),
            },
            readResolution,
          );
        }
        await recordWorkerChanges(tx, {
          projectId,
          workerId: id,
          userId: auth.userId,
          changes: [
            { field: 'Registration', oldValue: null, newValue: 'Registered at the desk' },
            ...changes,
            { field: 'ContractId', oldValue: null, newValue: contract.display_name },
            ...(writeIn
              ? [{ field: 'WriteInCompanyName', oldValue: null, newValue: writeInName }]
              : []),
            ...(tag === null ? [] : [{ field: 'Tag', oldValue: null, newValue: tag }]),
          ],
        });
        return { found: 'none' as const, workerId: id };
      });
      if (created.found === 'duplicates') {
        const [first] = created.duplicates;
        return {
          kind: 'duplicate',
          body: {
            errors: [
              {
                errorMessage: `${first!.first_name} ${first!.last_name} may already be registered on this project.`,
              },
            ],
            Duplicates: created.duplicates.map((d) => ({
              WorkerId: d.worker_id,
              FirstName: d.first_name,
              LastName: d.last_name,
              Reason: d.reason,
            })),
          },
        };
      }
      await announce();
      return { kind: 'created', workerId: created.workerId };
    },
  };
}
