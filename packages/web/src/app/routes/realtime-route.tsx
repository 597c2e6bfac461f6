import { useCallback } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useProject } from '../../features/projects/api/get-project.ts';
import { RealtimePage } from '../../features/realtime/realtime-page.tsx';
import type { RealtimeSearch } from '../../features/realtime/realtime-search.ts';

/** /project/$id/realtime: the address (id and view parameters) into the page. */
export function RealtimeRoute() {
  const { id } = useParams({ from: '/app/project/$id/realtime/' });
  const search = useSearch({ from: '/app/project/$id/realtime/' });
  const navigate = useNavigate({ from: '/project/$id/realtime/' });
  const projectId = Number(id);
  const { data: project } = useProject(projectId);
  const onSearchChange = useCallback(
    (next: RealtimeSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <RealtimePage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
