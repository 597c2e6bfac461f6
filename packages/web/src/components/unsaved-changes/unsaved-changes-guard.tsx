import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';
import {
  useUnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from './use-unsaved-changes-guard.ts';

export interface UnsavedChangesGuardProps extends UnsavedChangesGuardOptions {
  /** True while the page holds edits that are not saved. */
  when: boolean;
}

/**
 * Asks "You have unsaved data. Are you sure you want to leave this page?" (spec 001 §4) before
 * the router leaves a page with unsaved edits; the browser asks on reload or close. Mount it
 * once in the page that owns the edits.
 */
export function UnsavedChangesGuard({ when, allow }: UnsavedChangesGuardProps) {
  const blocker = useUnsavedChangesGuard(when, { allow });
  return (
    <ConfirmDialog
      kind="leave"
      open={blocker.status === 'blocked'}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
