import { useQueryClient } from '@tanstack/react-query';
import type { EvacuationSession } from '@siteline/shared';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error.ts';
import { addPerson, applyPerson, patchPerson, sessionKey } from './evacuation-calls.ts';
import { markReachable, useOnline } from './evacuation-network.ts';
import { flushQueue, unsyncedPeople } from './evacuation-queue.ts';

const RETRY_MS = 10_000;

/**
 * The changes kept on this device: who has one not yet sent, and the flush when the network is
 * back (the browser's `online`, or the channel rejoining), in the order they were made.
 */
export function useEvacuationQueue(projectId: number, sessionId: number, onConflict: () => void) {
  const queryClient = useQueryClient();
  const [unsynced, setUnsynced] = useState(() => unsyncedPeople(projectId, sessionId));
  const online = useOnline();
  const flush = () =>
    flushQueue(
      projectId,
      async (change, version) => {
        try {
          const row =
            change.kind === 'add'
              ? await addPerson(projectId, change.sessionId, change.body, change.key)
              : await patchPerson(
                  projectId,
                  change.sessionId,
                  change.personId,
                  version,
                  change.operations,
                  change.key,
                );
          markReachable(true);
          return { ok: true, row };
        } catch (error) {
          // A refusal is an answer; no answer at all means the network is still not there.
          markReachable(error instanceof ApiError);
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
    const up = () => void flush();
    window.addEventListener('siteline-evacuation-queue', changed);
    window.addEventListener('online', up);
    changed();
    if (navigator.onLine) void flush();
    return () => {
      window.removeEventListener('siteline-evacuation-queue', changed);
      window.removeEventListener('online', up);
    };
    // The flush reads the latest queue itself; re-subscribing on every render is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, sessionId]);
  // Changes waiting and no network event to say it is back (a browser that never said it was
  // gone): try again every little while, so they do not wait for someone to reload.
  const waiting = unsynced.size > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, projectId, sessionId]);
  return { unsynced, online, flush };
}
