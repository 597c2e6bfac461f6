import {
  EvacuationSessionWorkerSchema,
  type EvacuationAddPerson,
  type EvacuationSession,
  type EvacuationSessionWorker,
  type EvacuationWorkerPatch,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

// The evacuation's calls and cache keys that the queries and the offline queue's sync share.

export const base = (projectId: number) => `/api/v1/projects/${projectId}/evacuation`;
export const evacuationKey = (projectId: number) => ['evacuation', projectId] as const;
export const sessionKey = (projectId: number, sessionId: number) =>
  [...evacuationKey(projectId), 'session', sessionId] as const;

/** A device-made key: a change sent again (a retry) is answered once (Idempotency-Key). */
export const newKey = () => crypto.randomUUID();

/** A person's new row into the cached session (from an answer or a push): counts follow. */
export function applyPerson(
  session: EvacuationSession | undefined,
  person: EvacuationSessionWorker,
): EvacuationSession | undefined {
  if (!session) return session;
  const known = session.Workers.find(
    (w) => w.EvacuationSessionWorkerId === person.EvacuationSessionWorkerId,
  );
  // An older row (a push overtaken by an answer) never replaces a newer one.
  if (known && known.Version > person.Version) return session;
  const Workers = known
    ? session.Workers.map((w) =>
        w.EvacuationSessionWorkerId === person.EvacuationSessionWorkerId ? person : w,
      )
    : [...session.Workers, person];
  return {
    ...session,
    Workers,
    PeopleTotalCount: Workers.length,
    PeopleVerifiedCount: Workers.filter((w) => w.IsVerified).length,
  };
}

export function addPerson(
  projectId: number,
  sessionId: number,
  body: EvacuationAddPerson,
  key: string,
) {
  return apiJson(
    `${base(projectId)}/sessions/${sessionId}/workers`,
    EvacuationSessionWorkerSchema,
    {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    },
  );
}

export function patchPerson(
  projectId: number,
  sessionId: number,
  personId: number,
  version: number,
  operations: EvacuationWorkerPatch,
  key: string,
) {
  return apiJson(
    `${base(projectId)}/sessions/${sessionId}/workers/${personId}`,
    EvacuationSessionWorkerSchema,
    {
      method: 'PATCH',
      body: operations,
      headers: { 'If-Match': String(version), 'Idempotency-Key': key },
    },
  );
}
