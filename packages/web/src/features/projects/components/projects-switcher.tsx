import { useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import { arrowDropDown } from '@/components/icon/icon-paths.ts';
import { rememberProject, useSession } from '@/lib/auth-store.ts';
import { useProjects } from '../api/get-projects.ts';
import { switchTarget } from '../projects-switch-target.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/projects');

/**
 * The top bar's project select; switching keeps the screen when the other project has it and the
 * user may open it there, else lands on the other project's home. The browser's own select (a
 * phone's own picker, its keyboard) lies invisible over a face that shows the whole name on up
 * to two lines: projects differ at its end ("Hudson Yards Tower B"), which one line cut off.
 * Plain React and CSS (app/layout/shell.css): the top bar is drawn on every page (decision 0015).
 */
export function ProjectsSwitcher({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data } = useProjects();
  const leaf = useMatches({ select: (matches) => matches.at(-1) });
  const projects = data?.Data ?? [];
  const current = projects.find((project) => project.ProjectId === projectId);
  const known = current !== undefined;
  const title = current?.Title ?? (data ? t('projects.choose') : '');

  const change = (value: number) => {
    if (session) rememberProject(session.userId, value);
    const to = switchTarget(leaf?.fullPath, leaf?.staticData.permissions, session, value);
    // The route is one of the project's own (projects-switch-target.ts), all under /project/$id.
    void navigate({ to: to as '/project/$id/home', params: { id: String(value) } });
  };

  return (
    <div className="sl-switcher" title={title}>
      <span className="sl-switcher__name" aria-hidden>
        {title}
      </span>
      <span className="sl-switcher__arrow">
        <Icon path={arrowDropDown} />
      </span>
      <select
        className="sl-switcher__select"
        aria-label={t('projects.switcherLabel')}
        value={known ? projectId : ''}
        onChange={(event) => change(Number(event.target.value))}
      >
        {!known && <option value="">{title}</option>}
        {projects.map((project) => (
          <option key={project.ProjectId} value={project.ProjectId}>
            {project.Title}
          </option>
        ))}
      </select>
    </div>
  );
}
