import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { HardwarePage } from '@/features/hardware/hardware-page.tsx';
import { hardwareAddress } from '@/features/hardware/hardware-search.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 002 §2 "Hardware directory": filters, sort and page are its address parameters. */
export const Route = createFileRoute('/_app/project/$id/hardware')({
  ...routeAccess([]),
  validateSearch: hardwareAddress.schema,
  component: HardwareRoute,
});

function HardwareRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <HardwarePage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
