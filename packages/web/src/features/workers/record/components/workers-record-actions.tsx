import type { WorkerActionProps } from '../workers-record-context.ts';
import { WORKER_RECORD_ACTIONS } from '../workers-record-tabs.tsx';

/** The header's buttons: the other areas' actions, then change company and delete person. */
export function WorkersRecordActions(props: WorkerActionProps) {
  return (
    <>
      {WORKER_RECORD_ACTIONS.map((Action, i) => (
        <Action key={i} {...props} />
      ))}
    </>
  );
}
