import { useCallback } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useProject } from '../../features/projects/api/get-project.ts';
import { HardwarePage } from '../../features/hardware/hardware-page.tsx';
import type { HardwareSearch } from '../../features/hardware/hardware-search.ts';

/** /project/$id/hardware: the address (id and search parameters) into the page. */
export function HardwareRoute() {
  const { id } = useParams({ from: '/app/project/$id/hardware' });
  const search = useSearch({ from: '/app/project/$id/hardware' });
  const navigate = useNavigate({ from: '/project/$id/hardware' });
  const projectId = Number(id);
  const { data: project } = useProject(projectId);
  const onSearchChange = useCallback(
    (next: HardwareSearch) => void navigate({ search: next }),
    [navigate],
  );
  return (
    <HardwarePage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
