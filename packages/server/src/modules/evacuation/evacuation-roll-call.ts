import {
  EVACUATION_MESSAGES,
  type EvacuationAddPerson,
  type EvacuationSessionWorker,
  type EvacuationText,
  type EvacuationWorkerPatch,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { EvacuationCore } from './evacuation-core.ts';
import { once } from './evacuation-requests.ts';
import * as people from './evacuation-people.repository.ts';
import * as repo from './evacuation.repository.ts';
import { phoneE164 } from '../../messaging/phone.ts';
import { textedWords, toPerson } from './evacuation.words.ts';

/** The roll call (spec 002 §3): add a person, verify, note and foreman, text the session. */
export function rollCallCalls(core: EvacuationCore) {
  const { db, deps, context, openSession, person, text, dispatch, raiseRollCall } = core;
  return {
    /** A worker of the project (in the caller's scope), or a visitor by name. */
    async addPerson(
      auth: AuthContext,
      projectId: number,
      sessionId: number,
      body: EvacuationAddPerson,
      key?: string,
    ) {
      const { scope, tz, country } = await context(auth, projectId);
      return once(db, { projectId, userId: auth.userId, key, status: 201 }, async (tx) => {
        const session = await openSession(tx, projectId, sessionId);
        let personId: number;
        if ('WorkerId' in body) {
          // Through the door: another company's worker, or none, is not found for the caller.
          const [seen] = await deps.door.visibleWorkers(auth, projectId, [body.WorkerId], {
            executor: tx,
            live: true,
          });
          const added = seen
            ? await people.insertWorkerPerson(
                tx,
                projectId,
                sessionId,
                body.WorkerId,
                body.Note?.trim() || null,
                (t) => phoneE164(t, country),
              )
            : null;
          if (added === null) throw new NotFoundError(EVACUATION_MESSAGES.workerNotFound);
          if (added === 'listed') throw new AppError(409, EVACUATION_MESSAGES.workerAlreadyListed);
          personId = added;
        } else {
          personId = await people.insertNamedPerson(tx, projectId, sessionId, {
            name: body.DisplayName,
            company: body.DisplayCompanyName?.trim() || 'Visitor',
            note: body.Note?.trim() || null,
          });
        }
        const row = await person(tx, projectId, sessionId, personId, scope);
        await repo.audit(
          tx,
          projectId,
          sessionId,
          auth.userId,
          `Added ${row.display_name} (${row.company_name})`,
          { contractId: row.contract_id, personId },
        );
        const worker = toPerson(row, { tz, country }, session.show_contact_information);
        const sendEvents = await raiseRollCall(tx, projectId, sessionId, 'person_added', row);
        return {
          answer: worker,
          after: () => {
            deps.publish(
              projectId,
              {
                Action: 'worker_created',
                EvacuationSessionId: sessionId,
                ContractId: row.contract_id,
                Worker: worker,
              },
              // A visitor (no contract) is everyone's on the roll call, as over HTTP.
              row.contract_id === null ? 'project' : { contractId: row.contract_id },
            );
            void sendEvents();
          },
        };
      });
    },

    /**
     * spec 002 §3: replace operations on a person, made on `version` (If-Match): a change made on
     * an older version is refused (409) and the device reads the person again, so two people
     * verifying at once end in one state and nobody's change is silently lost.
     */
    async patchPerson(
      auth: AuthContext,
      projectId: number,
      sessionId: number,
      personId: number,
      version: number,
      operations: EvacuationWorkerPatch,
      key?: string,
    ) {
      const { scope, tz, country } = await context(auth, projectId);
      return once(db, { projectId, userId: auth.userId, key, status: 200 }, async (tx) => {
        const session = await repo.lockSession(tx, projectId, sessionId);
        if (!session) throw new NotFoundError(EVACUATION_MESSAGES.notFound);
        if (session.finished_at) throw new AppError(409, EVACUATION_MESSAGES.finishedAlready);
        const before = await person(tx, projectId, sessionId, personId, scope);
        const change: { isVerified?: boolean; note?: string | null; foremansName?: string | null } =
          {};
        for (const op of operations) {
          if (op.path === '/IsVerified') change.isVerified = op.value;
          else if (op.path === '/Note') change.note = op.value?.trim() || null;
          else change.foremansName = op.value?.trim() || null;
        }
        const updated = await people.updatePerson(
          tx,
          projectId,
          personId,
          version,
          change,
          auth.userId,
        );
        if (!updated) throw new AppError(409, EVACUATION_MESSAGES.stale);
        const name = before.display_name;
        const said = (message: string) =>
          repo.audit(tx, projectId, sessionId, auth.userId, message, {
            contractId: before.contract_id,
            personId,
          });
        if (change.isVerified !== undefined && change.isVerified !== before.is_verified)
          await said(change.isVerified ? `Verified ${name}` : `Marked ${name} outstanding`);
        if (change.note !== undefined && change.note !== before.note)
          await said(
            change.note ? `Noted on ${name}: ${change.note}` : `Cleared the note on ${name}`,
          );
        if (change.foremansName !== undefined && change.foremansName !== before.foremans_name)
          await said(
            change.foremansName
              ? `Set ${name}'s foreman to ${change.foremansName}`
              : `Cleared ${name}'s foreman`,
          );
        const row = await person(tx, projectId, sessionId, personId, scope);
        const worker: EvacuationSessionWorker = toPerson(
          row,
          { tz, country },
          session.show_contact_information,
        );
        const sendEvents =
          row.is_verified !== before.is_verified
            ? await raiseRollCall(
                tx,
                projectId,
                sessionId,
                row.is_verified ? 'person_verified' : 'person_outstanding',
                row,
              )
            : () => Promise.resolve();
        return {
          answer: worker,
          after: () => {
            deps.publish(
              projectId,
              {
                Action: 'worker_updated',
                EvacuationSessionId: sessionId,
                ContractId: row.contract_id,
                Worker: worker,
              },
              // A visitor (no contract) is everyone's on the roll call, as over HTTP.
              row.contract_id === null ? 'project' : { contractId: row.contract_id },
            );
            void sendEvents();
          },
        };
      });
    },

    /** Texts the session's outstanding people (or all) who have a phone; none in demo mode. */
    async text(
      auth: AuthContext,
      projectId: number,
      sessionId: number,
      body: EvacuationText,
      key?: string,
    ) {
      const { scope, isDemo, texted } = await context(auth, projectId);
      return once(db, { projectId, userId: auth.userId, key, status: 200 }, async (tx) => {
        await openSession(tx, projectId, sessionId);
        const rows = (await people.people(tx, projectId, sessionId, scope)).filter(
          (r) => !body.OnlyOutstanding || !r.is_verified,
        );
        const phones = rows.flatMap((r) => (r.phone_e164 ? [r.phone_e164] : []));
        const outbox = isDemo ? [] : await text(tx, projectId, sessionId, phones, body.TextMessage);
        await repo.audit(
          tx,
          projectId,
          sessionId,
          auth.userId,
          textedWords(
            phones.length,
            new Set(phones).size,
            body.TextMessage,
            body.OnlyOutstanding,
            texted,
          ),
        );
        return {
          answer: {
            Message:
              texted === 'no-provider'
                ? EVACUATION_MESSAGES.textsHeld
                : EVACUATION_MESSAGES.textsSent,
            Sent: outbox.length,
            WithoutPhone: rows.length - phones.length,
          },
          after: () => dispatch(outbox),
        };
      });
    },

    /** If-Match: "3", 3 or W/"3" → 3; anything else is a request without a version. */
    versionOf(ifMatch: string | undefined): number {
      const match = ifMatch?.trim().match(/^(?:W\/)?"?(\d{1,9})"?$/);
      if (!match) throw new ValidationError(EVACUATION_MESSAGES.versionHeader);
      return Number(match[1]);
    },
  };
}
