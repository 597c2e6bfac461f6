import type { EvacuationSessionWorker, EvacuationWorkerPatch } from '@siteline/shared';

/**
 * Changes made with no network (a tablet at a muster point whose Wi-Fi dropped): kept on the
 * device in the order they were made, shown at once, and sent in that order when the network
 * returns, each with the Idempotency-Key it was given when made, so a replay never doubles it.
 */
export interface QueuedChange {
  key: string;
  sessionId: number;
  personId: number;
  /** The server's version of the person the device's first unsent change was made on. */
  baseVersion: number;
  operations: EvacuationWorkerPatch;
}

const storageKey = (projectId: number) => `siteline.evacuation.queue.${projectId}`;

export function readQueue(projectId: number): QueuedChange[] {
  try {
    const raw = localStorage.getItem(storageKey(projectId));
    return raw ? (JSON.parse(raw) as QueuedChange[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(projectId: number, queue: readonly QueuedChange[]) {
  if (queue.length === 0) localStorage.removeItem(storageKey(projectId));
  else localStorage.setItem(storageKey(projectId), JSON.stringify(queue));
  window.dispatchEvent(new Event('siteline-evacuation-queue'));
}

/** Keeps a change for later; the person's row as it will be once sent. */
export function enqueue(
  projectId: number,
  sessionId: number,
  person: EvacuationSessionWorker,
  operations: EvacuationWorkerPatch,
  /** The key the change was first sent with, when its answer was lost: the replay is then it. */
  key: string = crypto.randomUUID(),
): EvacuationSessionWorker {
  const queue = readQueue(projectId);
  const earlier = queue.find(
    (c) => c.sessionId === sessionId && c.personId === person.EvacuationSessionWorkerId,
  );
  queue.push({
    key,
    sessionId,
    personId: person.EvacuationSessionWorkerId,
    baseVersion: earlier?.baseVersion ?? person.Version,
    operations,
  });
  writeQueue(projectId, queue);
  return applyOperations(person, operations);
}

export function applyOperations(
  person: EvacuationSessionWorker,
  operations: EvacuationWorkerPatch,
): EvacuationSessionWorker {
  let next = { ...person };
  for (const op of operations) {
    if (op.path === '/IsVerified')
      next = {
        ...next,
        IsVerified: op.value,
        CurrentEvacuationSessionWorkerStatusId: op.value ? 2 : 1,
      };
    else if (op.path === '/Note') next = { ...next, Note: op.value };
    else next = { ...next, ForemansName: op.value };
  }
  return next;
}

/** The people of the session with a change not yet sent. */
export function unsyncedPeople(projectId: number, sessionId: number): Set<number> {
  return new Set(
    readQueue(projectId)
      .filter((c) => c.sessionId === sessionId)
      .map((c) => c.personId),
  );
}

export type SendOutcome =
  { ok: true; row: EvacuationSessionWorker } | { ok: false; conflict: boolean };

let flushing: Promise<void> | null = null;

/**
 * Sends the kept changes in order. A change on a person the device changed before in the same
 * queue goes on the version its own earlier change produced; when someone else changed the person
 * meanwhile (409) the person's kept changes are dropped and `onConflict` re-reads. A network
 * failure stops the flush; the rest waits for the next.
 */
export function flushQueue(
  projectId: number,
  send: (change: QueuedChange, version: number) => Promise<SendOutcome>,
  onRow: (row: EvacuationSessionWorker) => void,
  onConflict: () => void,
): Promise<void> {
  flushing ??= (async () => {
    const produced = new Map<number, number>();
    for (;;) {
      const [next] = readQueue(projectId);
      if (!next) return;
      const outcome = await send(next, produced.get(next.personId) ?? next.baseVersion);
      if (outcome.ok) {
        produced.set(next.personId, outcome.row.Version);
        writeQueue(
          projectId,
          readQueue(projectId).filter((c) => c.key !== next.key),
        );
        onRow(outcome.row);
      } else if (outcome.conflict) {
        writeQueue(
          projectId,
          readQueue(projectId).filter(
            (c) => !(c.sessionId === next.sessionId && c.personId === next.personId),
          ),
        );
        onConflict();
      } else return;
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
