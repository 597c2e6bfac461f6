import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { ZonesPage } from '@/features/zones/zones-page.tsx';

/** spec 000 §2: /zones (ManageZones), the zone tree; `project.zones` after an archive. */
export const Route = createFileRoute('/_app/project/$id/zones/')({
  ...routeAccess(['ManageZones']),
  component: ZonesRoute,
});

function ZonesRoute() {
  return <ZonesPage projectId={Number(Route.useParams().id)} />;
}
