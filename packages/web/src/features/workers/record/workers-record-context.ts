import { createContext, useContext } from 'react';
import type { WorkerFieldValue, WorkerRecord } from '@siteline/shared';

/** What every tab of the worker record receives (the registry's components). */
export interface WorkerTabProps {
  projectId: number;
  workerId: number;
  worker: WorkerRecord;
  /** The project's time zone (IANA), once the project has loaded. */
  timeZoneId: string | undefined;
  /** The project's country (its phone numbers' default), once the project has loaded. */
  countryCode: string | undefined;
  /** The user holds CanDoRegistrations on the project (provider employees too). */
  canEdit: boolean;
}

/** A header action (a button beside change company and delete person). */
export type WorkerActionProps = WorkerTabProps;

/**
 * The profile tabs' unsaved edits, kept by the record (not by a tab), so moving between the
 * worker's tabs keeps them and leaving the worker's pages asks first (spec 002 §4).
 */
export interface WorkerDraft {
  /** Changed values by FieldName. */
  values: Record<string, WorkerFieldValue>;
  /** Ethnicity's free text, when edited. */
  otherEthnicity: string | undefined;
  /** `undefined` drops the edit (the value is back to what is saved). */
  setValue: (fieldName: string, value: WorkerFieldValue | undefined) => void;
  setOtherEthnicity: (text: string | undefined) => void;
  /** The changed flag: set on edits, cleared after save or load. */
  changed: boolean;
  clear: () => void;
}

export const WorkerDraftContext = createContext<WorkerDraft | null>(null);

export function useWorkerDraft(): WorkerDraft {
  const draft = useContext(WorkerDraftContext);
  if (!draft) throw new Error('useWorkerDraft outside the worker record');
  return draft;
}
