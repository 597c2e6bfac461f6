import {
  ALERT_TYPE,
  EVACUATION_MESSAGES,
  type EvacuationSession,
  type EvacuationSessionWorker,
} from '@siteline/shared';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import type { useEvacuationChanges } from '../api/evacuation-api.ts';
import { lazy, Suspense } from 'react';

// The dialogs (the worker search, its list) come when one is first opened, not with the roll
// call: a tablet at the muster point draws the list sooner. The service worker keeps them for
// offline use (offline-shell.ts takes the evacuation's lazy chunks too).
const dialogs = () => import('./evacuation-dialogs.tsx');
const EvacuationAddDialog = lazy(() => dialogs().then((m) => ({ default: m.EvacuationAddDialog })));
const EvacuationEditDialog = lazy(() =>
  dialogs().then((m) => ({ default: m.EvacuationEditDialog })),
);
const EvacuationFinishDialog = lazy(() =>
  dialogs().then((m) => ({ default: m.EvacuationFinishDialog })),
);
const EvacuationTextDialog = lazy(() =>
  dialogs().then((m) => ({ default: m.EvacuationTextDialog })),
);
import { SESSION_STORAGE_KEY } from './evacuation-start.tsx';

export type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; person: EvacuationSessionWorker }
  | { kind: 'finish' }
  | { kind: 'text' }
  | null;

/** The roll call's dialog that is open (add, edit, text, finish), wired to the session's calls. */
export function EvacuationOpenDialog(props: {
  projectId: number;
  dialog: Dialog;
  session: EvacuationSession | undefined;
  changes: ReturnType<typeof useEvacuationChanges>;
  change: (
    person: EvacuationSessionWorker,
    operations: Parameters<
      ReturnType<typeof useEvacuationChanges>['patch']['mutate']
    >[0]['operations'],
    after?: () => void,
  ) => void;
  onClose: () => void;
}) {
  const alerts = useAlerts();
  const { dialog } = props;
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'add' && (
        <EvacuationAddDialog
          projectId={props.projectId}
          busy={props.changes.add.isPending}
          onClose={() => props.onClose()}
          onAdd={(body, shown) =>
            props.changes.add.mutate(
              { body, shown },
              {
                onSuccess: () => props.onClose(),
                onError: (error) => alerts.fail(error),
              },
            )
          }
        />
      )}
      {dialog?.kind === 'edit' && props.session && (
        <EvacuationEditDialog
          person={dialog.person}
          foremen={props.session.ForemenNames}
          busy={props.changes.patch.isPending}
          onClose={() => props.onClose()}
          onSave={({ note, foreman }) =>
            props.change(
              dialog.person,
              [
                { op: 'replace', path: '/Note', value: note.trim() || null },
                { op: 'replace', path: '/ForemansName', value: foreman.trim() || null },
              ],
              () => props.onClose(),
            )
          }
        />
      )}
      {dialog?.kind === 'text' && (
        <EvacuationTextDialog
          busy={props.changes.text.isPending}
          onClose={() => props.onClose()}
          onSend={(body) =>
            props.changes.text.mutate(body, {
              onSuccess: (result) => {
                // Held on a server without an SMS provider: a warning, not a success.
                if (result.Message === EVACUATION_MESSAGES.textsHeld) {
                  alerts.show({ type: ALERT_TYPE.warning, message: result.Message });
                } else alerts.success(result.Message);
                props.onClose();
              },
              onError: (error) => alerts.fail(error),
            })
          }
        />
      )}
      {dialog?.kind === 'finish' && props.session && (
        <EvacuationFinishDialog
          outstanding={props.session.PeopleTotalCount - props.session.PeopleVerifiedCount}
          busy={props.changes.finish.isPending}
          onClose={() => props.onClose()}
          onFinish={() =>
            props.changes.finish.mutate(undefined, {
              onSuccess: () => {
                localStorage.removeItem(SESSION_STORAGE_KEY(props.projectId));
                alerts.success(EVACUATION_MESSAGES.finished);
                props.onClose();
              },
              onError: (error) => alerts.fail(error),
            })
          }
        />
      )}
    </Suspense>
  );
}
