import { createFileRoute } from '@tanstack/react-router';
import { parseProjectId, routeAccess } from '@/app/guards.ts';
import { NotFoundPage } from '@/app/layout/not-found-page.tsx';
import { useProject } from '@/features/projects/api/get-project.ts';
import { ZonesAccessPage } from '@/features/zones/zones-access-page.tsx';
import { ZonesDetailLayout } from '@/features/zones/zones-detail-layout.tsx';

/** spec 002 §2 `project.zone.access` (id, zoneId): the zone's access rules. */
export const Route = createFileRoute('/_app/project/$id/zones/$zoneId/access')({
  ...routeAccess(['ManageZones']),
  component: ZoneAccessRoute,
});

function ZoneAccessRoute() {
  const { id, zoneId } = Route.useParams();
  const projectId = Number(id);
  const zone = parseProjectId(zoneId);
  const { data: project } = useProject(projectId);
  if (zone === null) return <NotFoundPage />;
  return (
    <ZonesDetailLayout projectId={projectId} zoneId={zone} tab="access">
      <ZonesAccessPage projectId={projectId} zoneId={zone} timeZoneId={project?.TimeZoneId} />
    </ZonesDetailLayout>
  );
}
