import { useCallback } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useProject } from '../../features/projects/api/get-project.ts';
import { AccessControlPage } from '../../features/access-control/access-control-page.tsx';
import type { AccessControlSearch } from '../../features/access-control/access-control-search.ts';

/** /project/$id/access-control: the address (id and search parameters) into the page. */
export function AccessControlRoute() {
  const { id } = useParams({ from: '/app/project/$id/access-control' });
  const search = useSearch({ from: '/app/project/$id/access-control' });
  const navigate = useNavigate({ from: '/project/$id/access-control' });
  const projectId = Number(id);
  const { data: project } = useProject(projectId);
  const onSearchChange = useCallback(
    (next: AccessControlSearch) => void navigate({ search: next }),
    [navigate],
  );
  return (
    <AccessControlPage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
