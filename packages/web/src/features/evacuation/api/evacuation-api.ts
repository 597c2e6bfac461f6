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
import { useEffect, useState } from 'react';
import { apiJson } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import {
  applyOperations,
  enqueue,
  flushQueue,
  readQueue,
  unsyncedPeople,
} from './evacuation-queue.ts';

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
      // What the server says, with this device's changes not yet sent laid over it.
      select: (session) => withQueued(projectId, session),
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

function withQueued(projectId: number, session: EvacuationSession): EvacuationSession {
  const queued = readQueue(projectId).filter((c) => c.sessionId === session.EvacuationSessionId);
  if (queued.length === 0) return session;
  const Workers = session.Workers.map((w) =>
    queued
      .filter((c) => c.personId === w.EvacuationSessionWorkerId)
      .reduce((row, c) => applyOperations(row, c.operations), w),
  );
  return {
    ...session,
    Workers,
    PeopleVerifiedCount: Workers.filter((w) => w.IsVerified).length,
  };
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
      // With no network the change is kept on the device and shown at once (evacuation-queue.ts).
      mutationFn: async ({
        person,
        operations,
      }: {
        person: EvacuationSessionWorker;
        operations: EvacuationWorkerPatch;
      }) => {
        if (
          !navigator.onLine ||
          unsyncedPeople(projectId, sessionId).has(person.EvacuationSessionWorkerId)
        )
          return enqueue(projectId, sessionId, person, operations);
        const key = newKey();
        try {
          return await patchPerson(
            projectId,
            sessionId,
            person.EvacuationSessionWorkerId,
            person.Version,
            operations,
            key,
          );
        } catch (error) {
          if (error instanceof ApiError) throw error;
          // The network failed: the server may have saved it. Kept with the same key, its
          // replay gets the first answer instead of a conflict with itself.
          return enqueue(projectId, sessionId, person, operations, key);
        }
      },
      onSuccess: put,
      // Run with no network too: the change is then kept (React Query would pause it).
      networkMode: 'always',
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

function patchPerson(
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

/**
 * The changes kept on this device: who has one not yet sent, and the flush when the network is
 * back (the browser's `online`, or the channel rejoining), in the order they were made.
 */
export function useEvacuationQueue(projectId: number, sessionId: number, onConflict: () => void) {
  const queryClient = useQueryClient();
  const [unsynced, setUnsynced] = useState(() => unsyncedPeople(projectId, sessionId));
  const [online, setOnline] = useState(() => navigator.onLine);
  const flush = () =>
    flushQueue(
      projectId,
      async (change, version) => {
        try {
          const row = await patchPerson(
            projectId,
            change.sessionId,
            change.personId,
            version,
            change.operations,
            change.key,
          );
          return { ok: true, row };
        } catch (error) {
          return { ok: false, conflict: error instanceof ApiError && error.status === 409 };
        }
      },
      (row) =>
        queryClient.setQueryData<EvacuationSession>(sessionKey(projectId, sessionId), (s) =>
          applyPerson(s, row),
        ),
      onConflict,
    );
  useEffect(() => {
    const changed = () => setUnsynced(unsyncedPeople(projectId, sessionId));
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('siteline-evacuation-queue', changed);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    changed();
    if (navigator.onLine) void flush();
    return () => {
      window.removeEventListener('siteline-evacuation-queue', changed);
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
    // The flush reads the latest queue itself; re-subscribing on every render is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, sessionId]);
  return { unsynced, online, flush };
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
