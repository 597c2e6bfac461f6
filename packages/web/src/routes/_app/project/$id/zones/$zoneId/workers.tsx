import { createFileRoute } from '@tanstack/react-router';
import { parseProjectId, routeAccess } from '@/app/guards.ts';
import { NotFoundPage } from '@/app/layout/not-found-page.tsx';
import { ZonesDetailLayout } from '@/features/zones/zones-detail-layout.tsx';
import { ZonesWorkersPage } from '@/features/zones/zones-workers-page.tsx';

/** spec 002 §2: the zone's workers tab (a grid of who has access). */
export const Route = createFileRoute('/_app/project/$id/zones/$zoneId/workers')({
  ...routeAccess(['ManageZones']),
  component: ZoneWorkersRoute,
});

function ZoneWorkersRoute() {
  const { id, zoneId } = Route.useParams();
  const projectId = Number(id);
  const zone = parseProjectId(zoneId);
  if (zone === null) return <NotFoundPage />;
  return (
    <ZonesDetailLayout projectId={projectId} zoneId={zone} tab="workers">
      <ZonesWorkersPage projectId={projectId} zoneId={zone} />
    </ZonesDetailLayout>
  );
}
