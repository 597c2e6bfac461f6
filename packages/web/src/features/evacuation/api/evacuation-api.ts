import {
  hashKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  EvacuationAuditLogSchema,
  EvacuationCreatedSchema,
  EvacuationHistorySchema,
  EvacuationInitialDataSchema,
  EvacuationSessionSchema,
  EvacuationTextResultSchema,
  type EvacuationAddPerson,
  type EvacuationAuditQuery,
  type EvacuationSession,
  type EvacuationSessionWorker,
  type EvacuationStart,
  type EvacuationText,
  type EvacuationWorkerPatch,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import {
  addPerson,
  applyPerson,
  base,
  evacuationKey,
  newKey,
  patchPerson,
  sessionKey,
} from './evacuation-calls.ts';
import { isOnline, markReachable } from './evacuation-network.ts';
import {
  applyOperations,
  enqueue,
  enqueueAdd,
  readQueue,
  unsyncedPeople,
} from './evacuation-queue.ts';

/**
 * A read this recent is not asked for again when a screen starts to show it (the loader's, or the
 * one a start asked for): pushes and re-reads keep the roll call current from there.
 */
const FRESH_MS = 5_000;

const initialDataOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...evacuationKey(projectId), 'initial'],
    queryFn: ({ signal }) =>
      apiJson(`${base(projectId)}/initial-data`, EvacuationInitialDataSchema, { signal }),
    staleTime: FRESH_MS,
    meta: { silentErrors: true },
  });

const sessionOptions = (projectId: number, sessionId: number | null) =>
  queryOptions({
    queryKey: sessionKey(projectId, sessionId ?? 0),
    queryFn: ({ signal }) =>
      apiJson(`${base(projectId)}/sessions/${sessionId}`, EvacuationSessionSchema, { signal }),
    enabled: sessionId !== null,
    staleTime: FRESH_MS,
    meta: { silentErrors: true },
  });

/**
 * Asked for by the route's loader, while the page's code is still on its way: what a session
 * started now would hold, and the running session right after it (a tablet opening the roll call
 * draws it one round trip sooner).
 */
export function prefetchEvacuation(queryClient: QueryClient, projectId: number): void {
  void queryClient
    .fetchQuery(initialDataOptions(projectId))
    .then(({ ActiveEvacuationSessionId: id }) =>
      id === null ? undefined : queryClient.prefetchQuery(sessionOptions(projectId, id)),
    )
    .catch(() => undefined);
}

/**
 * A session that started (on this screen, or on another, told by its push): named as the running
 * one at once and its roll call asked for, so the screen draws it one round trip after the start
 * rather than after a re-read of the figures that would name it. Everything else the area shows
 * (the figures, the history) is read again behind it; the new roll call's own read is left to
 * finish, not cancelled and asked again.
 */
export function sessionStarted(queryClient: QueryClient, projectId: number, sessionId: number) {
  const roll = sessionOptions(projectId, sessionId);
  void queryClient.invalidateQueries({
    queryKey: evacuationKey(projectId),
    predicate: (query) => query.queryHash !== hashKey(roll.queryKey),
  });
  queryClient.setQueryData(initialDataOptions(projectId).queryKey, (data) =>
    data ? { ...data, ActiveEvacuationSessionId: sessionId } : data,
  );
  void queryClient.prefetchQuery(roll);
}

/**
 * While no session runs, read again every half minute: the start panel's figures follow arrivals
 * and departures. A running session's screens follow its pushes instead.
 */
export function useEvacuationInitialData(projectId: number) {
  return useQuery({
    ...initialDataOptions(projectId),
    refetchInterval: (query) =>
      query.state.data?.ActiveEvacuationSessionId == null ? 30_000 : false,
  });
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
  return useQuery({
    ...sessionOptions(projectId, sessionId),
    // What the server says, with this device's changes not yet sent laid over it.
    select: (session) => withQueued(projectId, session),
  });
}

/** spec 002 §3 the audit log in the page's order and zone (the server sorts and filters). */
export function useEvacuationAuditLog(
  projectId: number,
  sessionId: number,
  query: EvacuationAuditQuery,
) {
  const params = new URLSearchParams({ orderByEvac: query.orderByEvac });
  if (query.reverseEvac) params.set('reverseEvac', 'true');
  if (query.projectZoneId !== undefined) params.set('projectZoneId', String(query.projectZoneId));
  return useQuery(
    queryOptions({
      queryKey: [...sessionKey(projectId, sessionId), 'audit', params.toString()],
      queryFn: ({ signal }) =>
        apiJson(
          `${base(projectId)}/sessions/${sessionId}/audit-log?${params.toString()}`,
          EvacuationAuditLogSchema,
          { signal },
        ),
      placeholderData: (previous) => previous,
      meta: { silentErrors: true },
    }),
  );
}

function withQueued(projectId: number, session: EvacuationSession): EvacuationSession {
  const queued = readQueue(projectId).filter((c) => c.sessionId === session.EvacuationSessionId);
  if (queued.length === 0) return session;
  // People added on this device, then every kept change laid over its person, in order.
  const added = queued.flatMap((c) => (c.kind === 'add' ? [c.row] : []));
  const Workers = [...session.Workers, ...added].map((w) =>
    queued.reduce(
      (row, c) =>
        c.kind !== 'add' && c.personId === w.EvacuationSessionWorkerId
          ? applyOperations(row, c.operations)
          : row,
      w,
    ),
  );
  return {
    ...session,
    Workers,
    PeopleTotalCount: Workers.length,
    PeopleVerifiedCount: Workers.filter((w) => w.IsVerified).length,
  };
}

export function useEvacuationChanges(projectId: number, sessionId: number) {
  const queryClient = useQueryClient();
  // A person added on this device and not sent yet is laid over the session from the queue
  // (withQueued), never put in the server's copy.
  const put = (person: EvacuationSessionWorker) =>
    person.EvacuationSessionWorkerId < 0
      ? undefined
      : queryClient.setQueryData<EvacuationSession>(sessionKey(projectId, sessionId), (s) =>
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
          !isOnline() ||
          unsyncedPeople(projectId, sessionId).has(person.EvacuationSessionWorkerId)
        )
          return enqueue(projectId, sessionId, person, operations);
        const key = newKey();
        try {
          const row = await patchPerson(
            projectId,
            sessionId,
            person.EvacuationSessionWorkerId,
            person.Version,
            operations,
            key,
          );
          markReachable(true);
          return row;
        } catch (error) {
          if (error instanceof ApiError) throw error;
          // The network failed: the server may have saved it. Kept with the same key, its
          // replay gets the first answer instead of a conflict with itself.
          markReachable(false);
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
      // With no network the person is kept on the device and listed at once, as a change is.
      mutationFn: async ({
        body,
        shown,
      }: {
        body: EvacuationAddPerson;
        shown: { name: string; company: string };
      }) => {
        if (!isOnline()) return enqueueAdd(projectId, sessionId, body, shown);
        const key = newKey();
        try {
          const row = await addPerson(projectId, sessionId, body, key);
          markReachable(true);
          return row;
        } catch (error) {
          if (error instanceof ApiError) throw error;
          markReachable(false);
          return enqueueAdd(projectId, sessionId, body, shown, key);
        }
      },
      onSuccess: put,
      networkMode: 'always',
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
    onSuccess: ({ EvacuationSessionId }) =>
      sessionStarted(queryClient, projectId, EvacuationSessionId),
    // Refused (one is already running): what runs is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: evacuationKey(projectId) }),
    meta: { handlesErrors: true },
  });
}
