import { auditCalls } from './evacuation-audit.ts';
import { createEvacuationCore, type EvacuationDeps } from './evacuation-core.ts';
import { rollCallCalls } from './evacuation-roll-call.ts';
import { sessionCalls } from './evacuation-sessions.ts';

export type EvacuationService = ReturnType<typeof createEvacuationService>;

/**
 * Evacuation sessions (DOMAIN.md "Evacuation"): the snapshot of who is on site, the roll call
 * (verify, note, foreman, add, finish) with its audit log, and the texts to the people in it.
 * Every change is one transaction, pushed to the project's other screens once committed.
 */
export function createEvacuationService(deps: EvacuationDeps) {
  const core = createEvacuationCore(deps);
  return {
    session: core.sessionView,
    ...sessionCalls(core),
    ...rollCallCalls(core),
    ...auditCalls(core),
  };
}
