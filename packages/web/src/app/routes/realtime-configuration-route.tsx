import { useParams } from '@tanstack/react-router';
import { RealtimeConfigurationPage } from '../../features/realtime/realtime-configuration-page.tsx';

/** /project/$id/realtime/configuration (ManageProjects). */
export function RealtimeConfigurationRoute() {
  const { id } = useParams({ from: '/app/project/$id/realtime/configuration' });
  return <RealtimeConfigurationPage projectId={Number(id)} />;
}
