import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * The worker's record in the directory: a plain address (not a typed route), so this screen
 * links to it before and after the directory's route exists. One place builds it.
 */
export function workerRecordHref(projectId: number, workerId: number): string {
  return `/project/${projectId}/directory/worker/${workerId}/profile`;
}

/**
 * workerRecordHref when the app has a page at that address, else null: until the directory's
 * route lands the name is no link (the project's catch-all route would answer "not found").
 */
export function useWorkerRecordHref(projectId: number): (workerId: number) => string | null {
  // Null outside a router (a component test): no link then.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  return useCallback(
    (workerId: number) => {
      if (!router) return null;
      const href = workerRecordHref(projectId, workerId);
      const [, , found] = router.getMatchedRoutes(href);
      const id: string | undefined = (found as { id?: string } | undefined)?.id;
      return id !== undefined && !id.endsWith('/$') ? href : null;
    },
    [router, projectId],
  );
}
