import { AlertsKeyPersonPage } from './alerts-key-person-page.tsx';
import { AlertsReaderStatusPage } from './alerts-reader-status-page.tsx';

/** The editors this app has, by their path (the alert's webDisplayConst in lower case). */
const EDITORS = {
  'key-person': AlertsKeyPersonPage,
  'reader-status': AlertsReaderStatusPage,
} as const;
export type AlertEditorPath = keyof typeof EDITORS;
export const ALERT_EDITOR_PATHS = Object.keys(EDITORS) as AlertEditorPath[];

export function isAlertEditorPath(path: string): path is AlertEditorPath {
  return (ALERT_EDITOR_PATHS as string[]).includes(path);
}

/** An alert instance's editor by its path (spec 001 §2). */
export function AlertsEditorPage(props: {
  projectId: number;
  editor: AlertEditorPath;
  isNew: boolean;
}) {
  const Editor = EDITORS[props.editor];
  return <Editor projectId={props.projectId} isNew={props.isNew} />;
}
