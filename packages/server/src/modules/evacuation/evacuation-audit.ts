import {
  EVACUATION_MESSAGES,
  type EvacuationAuditLog,
  type EvacuationAuditQuery,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { EvacuationCore } from './evacuation-core.ts';
import * as repo from './evacuation.repository.ts';
import { expiredWords } from './evacuation.words.ts';

interface Entry {
  /** Null for the outbox's entries (texts that expired unsent): they come after the people's. */
  id: number | null;
  message: string;
  at: Date;
  user: string;
  personId: number | null;
  name: string | null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byText = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : collator.compare(a, b);
const byTime = (a: Entry, b: Entry) =>
  a.at.getTime() - b.at.getTime() ||
  (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);

/**
 * The audit log's orders (spec 002 §3, default Name): Name puts the entries on the session itself
 * first and then each person's, every group in time order; the others sort by their column, then
 * time. Reversed, the whole order turns round.
 */
export function auditOrder(
  sort: EvacuationAuditQuery['orderByEvac'],
  reverse: boolean,
): (a: Entry, b: Entry) => number {
  const key = {
    Name: (a: Entry, b: Entry) => byText(a.name, b.name) || (a.personId ?? 0) - (b.personId ?? 0),
    Action: (a: Entry, b: Entry) => byText(a.message, b.message),
    Time: () => 0,
    User: (a: Entry, b: Entry) => byText(a.user, b.user),
  }[sort];
  return (a, b) => (reverse ? -1 : 1) * (key(a, b) || byTime(a, b));
}

/** spec 002 §3 audit log: every action of the session a caller may see, in the asked order. */
export function auditCalls(core: EvacuationCore) {
  const { db, context } = core;
  return {
    async auditLog(
      auth: AuthContext,
      projectId: number,
      sessionId: number,
      query: EvacuationAuditQuery,
    ): Promise<EvacuationAuditLog> {
      const { scope, tz } = await context(auth, projectId);
      const [summary] = await repo.sessions(db, projectId, scope, sessionId);
      if (!summary) throw new NotFoundError(EVACUATION_MESSAGES.notFound);
      const [rows, expired] = await Promise.all([
        repo.auditLog(db, projectId, sessionId, scope, query.projectZoneId),
        // The outbox's word joins the people's: texts whose deadline passed unsent (about the
        // session, so not among a zone's entries).
        query.projectZoneId === undefined ? repo.expiredTexts(db, projectId, sessionId) : [],
      ]);
      const entries: Entry[] = [
        ...rows.map((r) => ({
          id: r.evacuation_audit_id,
          message: r.message,
          at: r.logged_at,
          user: r.user_name,
          personId: r.evacuation_session_worker_id,
          name: r.display_name,
        })),
        ...expired.map((e) => ({
          id: null,
          message: expiredWords(e.texts, e.last_error),
          at: e.expired_at,
          user: 'Siteline',
          personId: null,
          name: null,
        })),
      ].sort(auditOrder(query.orderByEvac, query.reverseEvac));
      return {
        Entries: entries.map((e) => ({
          LogMessage: e.message,
          LogTimeLocal: localDateTime(e.at, tz),
          LogActivityUserFullName: e.user,
          EvacuationSessionWorkerId: e.personId,
          DisplayName: e.name,
        })),
      };
    },
  };
}
