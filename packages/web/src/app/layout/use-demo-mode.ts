import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { updateSession } from '@/lib/auth-store.ts';

/**
 * spec 002 §4: toggling demo mode clears the cache and reloads the project list, since every
 * answer depends on the Demo header.
 */
export function useSetDemoMode(): (demoMode: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (demoMode) => {
    updateSession({ demoMode });
    await navigate({ to: '/project' });
    queryClient.removeQueries({ type: 'inactive' });
    await queryClient.resetQueries();
  };
}
