import { useQueryClient } from '@tanstack/react-query';
import { useProjectChannel } from '@/lib/use-project-channel.ts';
import { alertsQueryKey } from './api/alerts-keys.ts';

/**
 * The overview follows the project channel (STYLE.md habit 8: into the query cache): when facts
 * are raised, resolved, snoozed or acknowledged anywhere, the active list is read again; after a
 * reconnect too, since pushes sent meanwhile are lost. Answers the connection status.
 */
export function useAlertFactsChannel(projectId: number) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: alertsQueryKey(projectId) });
  return useProjectChannel(projectId, { on: { alert_facts: refetch }, onRejoin: refetch });
}
