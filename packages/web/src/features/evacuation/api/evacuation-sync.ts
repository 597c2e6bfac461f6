import { useQueryClient } from '@tanstack/react-query';
import type { EvacuationSession } from '@siteline/shared';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error.ts';
import { addPerson, applyPerson, patchPerson, sessionKey } from './evacuation-calls.ts';
import { flushQueue, unsyncedPeople } from './evacuation-queue.ts';

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
