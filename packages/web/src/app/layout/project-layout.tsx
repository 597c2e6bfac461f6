import { useEffect } from 'react';
import { Outlet, useParams } from '@tanstack/react-router';
import { rememberProject, useSession } from '@/lib/auth-store.ts';
import { parseProjectId } from '../guards.ts';

/** Every project page the user opens becomes the remembered project (spec 000 §2). */
export function ProjectLayout() {
  const session = useSession();
  const projectId = parseProjectId(useParams({ strict: false }).id);
  const userId = session?.userId;

  useEffect(() => {
    if (userId !== undefined && projectId !== null) rememberProject(userId, projectId);
  }, [userId, projectId]);

  return <Outlet />;
}
