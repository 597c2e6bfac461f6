import { AlertsContractDeviationPage } from './alerts-contract-deviation-page.tsx';
import { AlertsEndDatePage } from './alerts-end-date-page.tsx';
import { AlertsKeyPersonPage } from './alerts-key-person-page.tsx';
import { AlertsReaderStatusPage } from './alerts-reader-status-page.tsx';
import { AlertsRealtimePersonPage } from './alerts-realtime-person-page.tsx';
import { AlertsUnauthorizedPage } from './alerts-unauthorized-page.tsx';
import { AlertsZoneDensityPage } from './alerts-zone-density-page.tsx';

/** The seven editors by their path (the alert's webDisplayConst in lower case, spec 001 §2). */
const EDITORS = {
  'contract-deviation': AlertsContractDeviationPage,
  'key-person': AlertsKeyPersonPage,
  'realtime-person': AlertsRealtimePersonPage,
  'reader-status': AlertsReaderStatusPage,
  enddate: AlertsEndDatePage,
  'unauthorized-person': AlertsUnauthorizedPage,
  'zone-density': AlertsZoneDensityPage,
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
