import type { Project } from '@siteline/shared';

/** The search box appears only when the list is long enough to need it. */
export const PROJECT_SEARCH_THRESHOLD = 6;

export function filterProjects(projects: readonly Project[], search: string): Project[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...projects];
  return projects.filter((project) =>
    [project.Title, project.AccountName, String(project.ProjectId)].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
