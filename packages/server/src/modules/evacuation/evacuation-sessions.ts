import {
  EVACUATION_MESSAGES,
  type EvacuationHistory,
  type EvacuationInitialData,
  type EvacuationSessionPatch,
  type EvacuationStart,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import { SEEN_RECENTLY_MS, workersOnSite } from '../../engine/on-site.ts';
import type { EvacuationCore } from './evacuation-core.ts';
import { once } from './evacuation-requests.ts';
import * as people from './evacuation-people.repository.ts';
import * as repo from './evacuation.repository.ts';
import { phoneE164 } from '../../messaging/phone.ts';
import { sessionName, textedWords, toSummary } from './evacuation.words.ts';

/** A session's life (spec 002 §3): what it would hold, start, rename, finish, its log, history. */
export function sessionCalls(core: EvacuationCore) {
  const { db, deps, context, openSession, text, dispatch, sessionView, raiseEvent } = core;

  return {
    /** spec 001 §3 initial data: who would be in a session started now. */
    async initialData(auth: AuthContext, projectId: number): Promise<EvacuationInitialData> {
      const { scope, isDemo, country } = await context(auth, projectId);
      const now = new Date();
      const onSite = await workersOnSite(db, projectId, now, scope);
      const phones = await repo.telephones(
        db,
        projectId,
        onSite.map((w) => w.workerId),
      );
      const running = await repo.runningSession(db, projectId);
      return {
        TotalEvacuationSessionWorkersOnSite: onSite.length,
        // Badges of no one: a company-limited member sees its own people only.
        UnassignedEvacuationSessionWorkersOnSite:
          scope === null
            ? await repo.unassignedBadgesSeen(
                db,
                projectId,
                new Date(now.getTime() - SEEN_RECENTLY_MS),
              )
            : 0,
        EvacuationSessionWorkersWithPhoneNumnbersCount: phones.filter(
          (p) => phoneE164(p, country) !== null,
        ).length,
        ActiveEvacuationSessionId: running?.evacuation_session_id ?? null,
        IsDemo: isDemo,
      };
    },

    async history(auth: AuthContext, projectId: number): Promise<EvacuationHistory> {
      const { scope, tz } = await context(auth, projectId);
      const rows = await repo.sessions(db, projectId, scope);
      return { Sessions: rows.map((s) => toSummary(s, tz)) };
    },

    /**
     * spec 002 §3 start: the snapshot of everyone on site now (whatever the caller's scope: an
     * evacuation is the whole site's), the optional text to those with a phone (trimmed; never
     * when empty or in demo mode). One running session per project.
     */
    async start(auth: AuthContext, projectId: number, body: EvacuationStart, key?: string) {
      const { isDemo, tz, country, texted } = await context(auth, projectId);
      return once(db, { projectId, userId: auth.userId, key, status: 201 }, async (tx) => {
        const now = new Date();
        const id = await repo.insertSession(
          tx,
          projectId,
          auth.userId,
          sessionName(localDateTime(now, tz)),
        );
        if (id === null) throw new AppError(409, EVACUATION_MESSAGES.alreadyRunning);
        const onSite = await workersOnSite(tx, projectId, now);
        const count = await people.insertSnapshot(tx, projectId, id, onSite, (t) =>
          phoneE164(t, country),
        );
        await repo.audit(
          tx,
          projectId,
          id,
          auth.userId,
          `Started the session: ${count} people on site`,
        );
        const sendEvents = await raiseEvent(tx, projectId, 'evacuation.started', String(id), now, {
          evacuationSessionId: id,
          peopleOnSite: count,
          startedByUserId: auth.userId,
        });
        const message = body.TextMessage ?? '';
        let outbox: number[] = [];
        if (body.SendTextMessage && message !== '' && !isDemo) {
          const rows = await people.people(tx, projectId, id, null);
          const phones = rows.flatMap((r) => (r.phone_e164 ? [r.phone_e164] : []));
          outbox = await text(tx, projectId, id, phones, message);
          await repo.audit(
            tx,
            projectId,
            id,
            auth.userId,
            textedWords(phones.length, outbox.length, message, false, texted),
          );
        }
        return {
          answer: { EvacuationSessionId: id },
          after: () => {
            deps.publish(
              projectId,
              {
                Action: 'session_created',
                EvacuationSessionId: id,
                ContractId: null,
                Worker: null,
              },
              'project',
            );
            dispatch(outbox);
            void sendEvents();
          },
        };
      });
    },

    async patchSession(
      auth: AuthContext,
      projectId: number,
      sessionId: number,
      operations: EvacuationSessionPatch,
      key?: string,
    ) {
      const result = await once(
        db,
        { projectId, userId: auth.userId, key, status: 200 },
        async (tx) => {
          await openSession(tx, projectId, sessionId);
          const change: { name?: string; showContact?: boolean } = {};
          for (const op of operations) {
            if (op.path === '/EvacuationSessionName') change.name = op.value;
            else change.showContact = op.value;
          }
          await repo.updateSession(tx, projectId, sessionId, change);
          if (change.name !== undefined)
            await repo.audit(
              tx,
              projectId,
              sessionId,
              auth.userId,
              `Renamed the session to ${change.name}`,
            );
          if (change.showContact !== undefined)
            await repo.audit(
              tx,
              projectId,
              sessionId,
              auth.userId,
              change.showContact ? 'Showed contact information' : 'Hid contact information',
            );
          return {
            answer: { EvacuationSessionId: sessionId },
            after: () =>
              deps.publish(
                projectId,
                {
                  Action: 'session_updated',
                  EvacuationSessionId: sessionId,
                  ContractId: null,
                  Worker: null,
                },
                'project',
              ),
          };
        },
      );
      return { ...result, session: await sessionView(auth, projectId, sessionId) };
    },

    async finish(auth: AuthContext, projectId: number, sessionId: number, key?: string) {
      const result = await once(
        db,
        { projectId, userId: auth.userId, key, status: 200 },
        async (tx) => {
          await openSession(tx, projectId, sessionId);
          await repo.updateSession(tx, projectId, sessionId, { finishedBy: auth.userId });
          await repo.audit(tx, projectId, sessionId, auth.userId, 'Finished the session');
          const sendEvents = await raiseEvent(
            tx,
            projectId,
            'evacuation.finished',
            String(sessionId),
            new Date(),
            { evacuationSessionId: sessionId, finishedByUserId: auth.userId },
          );
          return {
            answer: { EvacuationSessionId: sessionId },
            after: () => {
              deps.publish(
                projectId,
                {
                  Action: 'session_finished',
                  EvacuationSessionId: sessionId,
                  ContractId: null,
                  Worker: null,
                },
                'project',
              );
              void sendEvents();
            },
          };
        },
      );
      return { ...result, session: await sessionView(auth, projectId, sessionId) };
    },

    async foremen(auth: AuthContext, projectId: number, sessionId: number) {
      const { scope } = await context(auth, projectId);
      const [summary] = await repo.sessions(db, projectId, scope, sessionId);
      if (!summary) throw new NotFoundError(EVACUATION_MESSAGES.notFound);
      return { ForemenNames: await people.foremen(db, projectId, sessionId, scope) };
    },
  };
}
