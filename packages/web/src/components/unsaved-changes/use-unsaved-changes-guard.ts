import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router';

/** Where a blocked navigation comes from and goes to, as TanStack Router's blocker tells it. */
export type LeaveArgs = Parameters<ShouldBlockFn>[0];

export interface UnsavedChangesGuardOptions {
  /**
   * Lets some navigations through while dirty: the worker record's tabs, for one, since
   * "navigating away outside the worker detail pages prompts for confirmation" (spec 002 §4).
   */
  allow?: (args: LeaveArgs) => boolean;
}

/**
 * While `dirty`, holds router navigations (links, back and forward) for a confirmation and makes
 * the browser ask before the page unloads (reload, closing the tab, typing an address). Uses the
 * router's public blocker, so it works with any route table. Returns the blocker: `status`
 * 'blocked' with `proceed()` and `reset()`, or 'idle'. A save that navigates in the same handler
 * (before `dirty` re-renders false) navigates with `ignoreBlocker: true`.
 */
export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesGuardOptions = {}) {
  const allow = useRef(options.allow);
  useEffect(() => {
    allow.current = options.allow;
  });

  // Stable, so the router keeps one blocker while the page re-renders.
  const shouldBlockFn = useCallback((args: LeaveArgs) => !(allow.current?.(args) ?? false), []);
  const blocker = useBlocker({
    shouldBlockFn,
    disabled: !dirty,
    // The browser's own prompt is handled below, with memory and hash histories too.
    enableBeforeUnload: false,
    withResolver: true,
  });

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own text; these two calls are what makes them ask at all.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
