import type {
  EvacuationAddPerson,
  EvacuationSessionWorker,
  EvacuationWorkerPatch,
} from '@siteline/shared';

/**
 * Changes made with no network (a tablet at a muster point whose Wi-Fi dropped): kept on the
 * device in the order they were made, shown at once, and sent in that order when the network
 * returns, each with the Idempotency-Key it was given when made, so a replay never doubles it.
 */
export interface QueuedPatch {
  /** Absent on the changes kept before people could be added offline: a patch. */
  kind?: 'patch';
  key: string;
  sessionId: number;
  /** A person of the session, or one added on this device and not sent yet (below zero). */
  personId: number;
  /** The server's version of the person the device's first unsent change was made on. */
  baseVersion: number;
  operations: EvacuationWorkerPatch;
}

/** A person added with no network: shown at once with a provisional id (below zero). */
export interface QueuedAdd {
  kind: 'add';
  key: string;
  sessionId: number;
  personId: number;
  body: EvacuationAddPerson;
  /** The row shown until the server's answer replaces it. */
  row: EvacuationSessionWorker;
}

export type QueuedChange = QueuedPatch | QueuedAdd;

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

/**
 * Keeps an added person for later: a provisional row (an id below zero, nobody verified it yet)
 * in the list at once, sent first when the network returns; changes made on it follow it.
 */
export function enqueueAdd(
  projectId: number,
  sessionId: number,
  body: EvacuationAddPerson,
  shown: { name: string; company: string },
  key: string = crypto.randomUUID(),
): EvacuationSessionWorker {
  const queue = readQueue(projectId);
  const personId = -(queue.filter((c) => c.kind === 'add').length + 1) - (Date.now() % 1_000_000);
  const row: EvacuationSessionWorker = {
    EvacuationSessionWorkerId: personId,
    WorkerId: 'WorkerId' in body ? body.WorkerId : null,
    DisplayName: shown.name,
    DisplayCompanyName: shown.company,
    PrimeCompanyName: null,
    SubContractCompanyName: null,
    ContractId: null,
    ForemansName: null,
    Note: body.Note ?? null,
    IsVerified: false,
    IsOnSite: false,
    LocationName: null,
    FilterLocationId: null,
    LastSeenLocal: null,
    EmergencyContactPhoneNumber: null,
    HasPhoneNumber: false,
    CurrentEvacuationSessionWorkerStatusId: 1,
    VerifiedBy: null,
    VerifiedLocal: null,
    Version: 0,
  };
  queue.push({ kind: 'add', key, sessionId, personId, body, row });
  writeQueue(projectId, queue);
  return row;
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
    (c): c is QueuedPatch =>
      c.kind !== 'add' &&
      c.sessionId === sessionId &&
      c.personId === person.EvacuationSessionWorkerId,
  );
  queue.push({
    kind: 'patch',
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
 * Sends the kept changes in order. A person added offline goes first with its own key, and the
 * changes kept on it then name the id the server gave it (kept so on the device at once, should
 * the flush stop there). A change on a person the device changed before in the same queue goes
 * on the version its own earlier change produced; when someone else changed the person
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
      const version = next.kind === 'add' ? 0 : (produced.get(next.personId) ?? next.baseVersion);
      const outcome = await send(next, version);
      if (outcome.ok) {
        const id = outcome.row.EvacuationSessionWorkerId;
        produced.set(id, outcome.row.Version);
        writeQueue(
          projectId,
          readQueue(projectId)
            .filter((c) => c.key !== next.key)
            .map((c) =>
              next.kind === 'add' && c.sessionId === next.sessionId && c.personId === next.personId
                ? {
                    ...c,
                    personId: id,
                    ...(c.kind === 'add' ? {} : { baseVersion: outcome.row.Version }),
                  }
                : c,
            ),
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
