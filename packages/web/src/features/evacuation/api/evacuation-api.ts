import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EvacuationAuditLogSchema,
  EvacuationCreatedSchema,
  EvacuationHistorySchema,
  EvacuationInitialDataSchema,
  EvacuationSessionSchema,
  EvacuationSessionWorkerSchema,
  EvacuationTextResultSchema,
  type EvacuationAddPerson,
  type EvacuationSession,
  type EvacuationSessionWorker,
  type EvacuationStart,
  type EvacuationText,
  type EvacuationWorkerPatch,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}/evacuation`;
export const evacuationKey = (projectId: number) => ['evacuation', projectId] as const;
const sessionKey = (projectId: number, sessionId: number) =>
  [...evacuationKey(projectId), 'session', sessionId] as const;

/** A device-made key: a change sent again (a retry) is answered once (Idempotency-Key). */
const newKey = () => crypto.randomUUID();

export function useEvacuationInitialData(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...evacuationKey(projectId), 'initial'],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/initial-data`, EvacuationInitialDataSchema, { signal }),
      meta: { silentErrors: true },
    }),
  );
}

export function useEvacuationHistory(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...evacuationKey(projectId), 'history'],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/sessions`, EvacuationHistorySchema, { signal }),
      meta: { silentErrors: true },
    }),
  );
}

export function useEvacuationSession(projectId: number, sessionId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: sessionKey(projectId, sessionId ?? 0),
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/sessions/${sessionId}`, EvacuationSessionSchema, { signal }),
      enabled: sessionId !== null,
      meta: { silentErrors: true },
    }),
  );
}

export function useEvacuationAuditLog(projectId: number, sessionId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...sessionKey(projectId, sessionId), 'audit'],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/sessions/${sessionId}/audit-log`, EvacuationAuditLogSchema, {
          signal,
        }),
      meta: { silentErrors: true },
    }),
  );
}

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

export function useEvacuationChanges(projectId: number, sessionId: number) {
  const queryClient = useQueryClient();
  const put = (person: EvacuationSessionWorker) =>
    queryClient.setQueryData<EvacuationSession>(sessionKey(projectId, sessionId), (s) =>
      applyPerson(s, person),
    );
  const settled = () => queryClient.invalidateQueries({ queryKey: evacuationKey(projectId) });
  return {
    patch: useMutation({
      mutationFn: ({
        person,
        operations,
      }: {
        person: EvacuationSessionWorker;
        operations: EvacuationWorkerPatch;
      }) =>
        apiJson(
          `${base(projectId)}/sessions/${sessionId}/workers/${person.EvacuationSessionWorkerId}`,
          EvacuationSessionWorkerSchema,
          {
            method: 'PATCH',
            body: operations,
            headers: { 'If-Match': String(person.Version), 'Idempotency-Key': newKey() },
          },
        ),
      onSuccess: put,
      // A refused change (someone else's came first): read the session again.
      onError: settled,
      meta: { handlesErrors: true },
    }),
    add: useMutation({
      mutationFn: (body: EvacuationAddPerson) =>
        apiJson(`${base(projectId)}/sessions/${sessionId}/workers`, EvacuationSessionWorkerSchema, {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': newKey() },
        }),
      onSuccess: put,
      meta: { handlesErrors: true },
    }),
    finish: useMutation({
      mutationFn: () =>
        apiJson(`${base(projectId)}/sessions/${sessionId}/finish`, EvacuationSessionSchema, {
          method: 'POST',
          headers: { 'Idempotency-Key': newKey() },
        }),
      onSettled: settled,
      meta: { handlesErrors: true },
    }),
    text: useMutation({
      mutationFn: (body: EvacuationText) =>
        apiJson(
          `${base(projectId)}/sessions/${sessionId}/text-messages`,
          EvacuationTextResultSchema,
          {
            method: 'POST',
            body,
            headers: { 'Idempotency-Key': newKey() },
          },
        ),
      meta: { handlesErrors: true },
    }),
    /** A pushed person, or a re-read when the push carries none. */
    received: (person: EvacuationSessionWorker | null) => (person ? put(person) : void settled()),
  };
}

export function useStartEvacuation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EvacuationStart) =>
      apiJson(`${base(projectId)}/sessions`, EvacuationCreatedSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': newKey() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evacuationKey(projectId) }),
    meta: { handlesErrors: true },
  });
}
