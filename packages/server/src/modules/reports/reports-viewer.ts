import type { AuthContext } from '../../lib/auth-context.ts';

/**
 * Who a report is made for: a signed-in caller (their company scope), or a subscription's
 * contract (the contract and its subs), when the morning e-mails are made with no one signed in.
 */
export type ReportViewer = AuthContext | { contractScope: readonly number[] };

/** A signed-in caller (the alerts and completion reports are made for one only). */
export function signedIn(viewer: ReportViewer): AuthContext {
  if ('contractScope' in viewer)
    throw new Error('This report is made for a signed-in caller only.');
  return viewer;
}
