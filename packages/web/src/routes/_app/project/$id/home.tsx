import { useDeferredValue } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { DashboardsHomePage } from '@/features/dashboards/dashboards-home-page.tsx';
import { dashboardsHomeAddress } from '@/features/dashboards/dashboards-home-search.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { useProjectSetup } from '@/features/projects/api/get-project-setup.ts';
import { ProjectsSetupChecklist } from '@/features/projects/components/projects-setup-checklist.tsx';
import { ProjectsSetupRemaining } from '@/features/projects/components/projects-setup-remaining.tsx';
import { ProjectUnavailable } from '@/features/projects/components/projects-unavailable.tsx';
import { useSession } from '@/lib/auth-store.ts';

/** spec 000 §2 Home: the day shown by the date navigator is in the address, absent for today. */
export const Route = createFileRoute('/_app/project/$id/home')({
  ...routeAccess([]),
  validateSearch: dashboardsHomeAddress,
  loaderDeps: ({ search }) => ({ date: search.date }),
  // The figures are asked for while the page's code is still on its way, not once it has drawn;
  // not awaited, so the page opens at once and its queries find the answers in flight. The call
  // and its schema come with the page's chunk, not with the route table.
  loader: ({ context, params, deps }) => {
    void import('@/features/dashboards/api/get-dashboard.ts')
      .then(({ prefetchHome }) => prefetchHome(context.queryClient, Number(params.id), deps.date))
      .catch(() => undefined);
  },
  component: HomeRoute,
});

type HomeView = 'checklist' | 'home' | 'loading' | 'unavailable';

function HomeRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: project, isPending } = useProject(Number(id));
  const setup = useProjectSetup(Number(id));
  const session = useSession();
  const view: HomeView =
    project && setup.data && (!setup.data.Complete || search.setup === 'steps')
      ? 'checklist'
      : project && !setup.isPending
        ? 'home'
        : isPending || setup.isPending
          ? 'loading'
          : 'unavailable';
  // When the answers arrive, the dashboards are drawn as a deferred render: React draws them in
  // slices and keeps the placeholder up until they are ready, where an urgent render would block
  // a phone's main thread for the whole draw (the home's largest long task). A home opened with
  // its answers already cached (back from another page) draws at once, without a placeholder.
  const shown = useDeferredValue(view);
  // An empty project walks its admin through what is missing instead of empty dashboards.
  if (shown === 'checklist' && project && setup.data) {
    return (
      <ProjectsSetupChecklist
        project={project}
        setup={setup.data}
        canEditProject={session?.isProviderEmployee ?? false}
        onBack={
          setup.data.Complete
            ? () => void navigate({ search: ({ setup: _steps, ...rest }) => rest })
            : undefined
        }
      />
    );
  }
  if (shown === 'home' && project) {
    return (
      <DashboardsHomePage
        project={project}
        search={search}
        onDateChange={(date) => void navigate({ search: { date } })}
        notice={
          setup.data && (
            <ProjectsSetupRemaining
              projectId={project.ProjectId}
              setup={setup.data}
              onOpen={() => void navigate({ search: { setup: 'steps' } })}
            />
          )
        }
      />
    );
  }
  if (shown === 'unavailable') return <ProjectUnavailable />;
  return <HomePlaceholder />;
}

/** Where the title and the first cards will be, in plain elements (app/plain.css). */
function HomePlaceholder() {
  return (
    <div className="sl-placeholder" aria-hidden>
      <span className="sl-skeleton sl-skeleton--title" />
      <span className="sl-skeleton sl-skeleton--card" />
    </div>
  );
}
