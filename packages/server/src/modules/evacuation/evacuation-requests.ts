import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './evacuation.repository.ts';

/** What a change answers, and what to do once it has committed (the pushes). */
export interface Done<T> {
  answer: T;
  after?: () => void;
}

export interface Answered<T> {
  status: number;
  answer: T;
  /** Answered before, from the stored answer: nothing changed this time. */
  replayed: boolean;
}

export const REQUEST_KEY_MESSAGES = {
  otherUser: 'This Idempotency-Key was used by someone else.',
} as const;

/**
 * One change in one transaction; with an Idempotency-Key, at most once: a request sent again
 * (a tablet replaying its queue after the network came back, or a retry after a lost answer)
 * gets the first answer and changes nothing. A refused change (4xx) stores nothing, so its replay
 * is judged again.
 */
export async function once<T>(
  db: Database,
  request: { projectId: number; userId: number; key: string | undefined; status: number },
  run: (tx: Executor) => Promise<Done<T>>,
): Promise<Answered<T>> {
  const { projectId, userId, key, status } = request;
  if (key === undefined) {
    const done = await db.transaction().execute(run);
    done.after?.();
    return { status, answer: done.answer, replayed: false };
  }
  const done = await db.transaction().execute(async (tx) => {
    if (!(await repo.claimRequest(tx, projectId, key, userId))) return null;
    const result = await run(tx);
    await repo.recordAnswer(tx, projectId, key, status, result.answer);
    return result;
  });
  if (done) {
    done.after?.();
    return { status, answer: done.answer, replayed: false };
  }
  const stored = await repo.storedAnswer(db, projectId, key);
  if (!stored || stored.user_id !== userId) throw new AppError(409, REQUEST_KEY_MESSAGES.otherUser);
  return { status: stored.status, answer: stored.answer as T, replayed: true };
}
