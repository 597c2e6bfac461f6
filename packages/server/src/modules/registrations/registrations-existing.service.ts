import {
  REGISTRATIONS_MESSAGES,
  type AssignExistingWorker,
  type TagLookupResult,
  type WorkerFieldValues,
} from '@siteline/shared';
import { raiseRegistered, type RegistrationWebhooks } from './registrations-events.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { recordWorkerChanges } from '../workers/workers-changelog.ts';
import * as repo from './registrations-desk.repository.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { contractsInScope, handOutTag, inTagTransaction } from './registrations-desk-tags.ts';

export type RegistrationsExistingService = ReturnType<typeof createRegistrationsExistingService>;

/**
 * Existing worker by tag (spec 000 §3, §5): a worker badged on another site of the same account
 * is found by their badge (stage one) and registered here with the same values (stage two).
 */
export function createRegistrationsExistingService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  readResolution: Pick<ReadResolution, 'request'>;
  webhooks?: RegistrationWebhooks;
}) {
  const { db, projects, readResolution } = deps;
  return {
    /** Existing worker, stage one: whose is this tag (on the account's other projects)? */
    async lookupTag(projectId: number, tag: string): Promise<TagLookupResult> {
      const { account_id: accountId } = await repo.projectTimeZone(db, projectId);
      const holder = await repo.findHolderInAccount(db, accountId, projectId, tag.trim());
      if (!holder) throw new NotFoundError(REGISTRATIONS_MESSAGES.tagDeactivated);
      return {
        Tag: holder.tag,
        WorkerId: holder.worker_id,
        FirstName: holder.first_name,
        LastName: holder.last_name,
        CompanyName: holder.company_name,
        ProjectTitle: holder.project_title,
      };
    },

    /** Existing worker, stage two: the person, their values and their badge on this project. */
    async assignExisting(auth: AuthContext, projectId: number, body: AssignExistingWorker) {
      const {
        account_id: accountId,
        time_zone_id: timeZone,
        workday_boundary_hour: boundary,
      } = await repo.projectTimeZone(db, projectId);
      const holder = await repo.findHolderInAccount(db, accountId, projectId, body.Tag.trim());
      if (!holder) throw new NotFoundError(REGISTRATIONS_MESSAGES.tagDeactivated);
      const contract = (await contractsInScope(db, projects, auth, projectId)).find(
        (c) => c.contract_id === body.ContractId,
      );
      if (!contract) throw new ValidationError(REGISTRATIONS_MESSAGES.contractNotOnProject);
      const name = `${holder.first_name} ${holder.last_name}`;
      const fieldsJson = (holder.fields ?? {}) as WorkerFieldValues;
      const birthDate = typeof fieldsJson.BirthDate === 'string' ? fieldsJson.BirthDate : null;
      const phone = holder.telephone?.replace(/\D/g, '') ?? '';
      const already = await repo.findDuplicates(db, projectId, {
        firstName: holder.first_name,
        lastName: holder.last_name,
        birthDate,
        phoneDigits: phone.length >= 7 ? phone : null,
      });
      if (already.length > 0) {
        throw new ValidationError(`${name} ${REGISTRATIONS_MESSAGES.alreadyOnProject}`);
      }
      const columns = {
        title: holder.title,
        first_name: holder.first_name,
        middle_name: holder.middle_name,
        last_name: holder.last_name,
        trade: holder.trade,
        ethnicity: holder.ethnicity,
        address: holder.address,
        telephone: holder.telephone,
        email: holder.email,
      };
      let announce = () => Promise.resolve();
      const workerId = await inTagTransaction(db, holder.tag, async (tx) => {
        const id = await repo.insertWorker(tx, {
          projectId,
          contractId: contract.contract_id,
          columns,
          fields: fieldsJson,
        });
        announce = await raiseRegistered(
          deps.webhooks,
          tx,
          projectId,
          [
            {
              workerId: id,
              firstName: holder.first_name,
              lastName: holder.last_name,
              contractId: contract.contract_id,
            },
          ],
          'existing',
        );
        await handOutTag(
          tx,
          {
            projectId,
            workerId: id,
            tag: holder.tag,
            tagTypeId: holder.tag_type_id,
            // Tag dates are timesheet dates: at 01:00 the badge starts on the workday under way.
            today: timesheetDate(new Date(), timeZone, boundary),
          },
          readResolution,
        );
        await recordWorkerChanges(tx, {
          projectId,
          workerId: id,
          userId: auth.userId,
          changes: [
            {
              field: 'Registration',
              oldValue: null,
              newValue: `Registered by tag from ${holder.project_title}`,
            },
            { field: 'FirstName', oldValue: null, newValue: holder.first_name },
            { field: 'LastName', oldValue: null, newValue: holder.last_name },
            { field: 'ContractId', oldValue: null, newValue: contract.display_name },
            { field: 'Tag', oldValue: null, newValue: holder.tag },
          ],
        });
        return id;
      });
      await announce();
      return { workerId };
    },
  };
}
