import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rememberProject, useSession } from '../../../lib/auth-store.ts';
import { useProjects } from '../api/get-projects.ts';
import { switchTarget } from '../projects-switch-target.ts';
import { loadLocales } from '../../../lib/i18n.ts';

await loadLocales('features/projects');

/**
 * The app bar's project select; switching keeps the screen when the other project has it and the
 * user may open it there, else lands on the other project's home.
 */
export function ProjectsSwitcher({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data } = useProjects();
  const leaf = useMatches({ select: (matches) => matches.at(-1) });
  const projects = data?.Data ?? [];
  const known = projects.some((project) => project.ProjectId === projectId);

  const change = (value: number) => {
    if (session) rememberProject(session.userId, value);
    const to = switchTarget(leaf?.fullPath, leaf?.staticData.permissions, session, value);
    // The route is one of the project's own (projects-switch-target.ts), all under /project/$id.
    void navigate({ to: to as '/project/$id/home', params: { id: String(value) } });
  };

  return (
    <Select
      size="small"
      value={known ? projectId : ''}
      onChange={(event) => change(Number(event.target.value))}
      displayEmpty
      inputProps={{ 'aria-label': t('projects.switcherLabel') }}
      renderValue={(value) => {
        const title =
          projects.find((project) => project.ProjectId === value)?.Title ??
          (data ? t('projects.choose') : '');
        // On a phone the whole name on up to two lines: projects differ at its end
        // ("Hudson Yards Tower B"), which a one-line ellipsis cut off. Hovering tells it all.
        return (
          <Box
            component="span"
            title={title}
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              whiteSpace: 'normal',
              lineHeight: 1.2,
              fontSize: { xs: '0.8125rem', sm: 'inherit' },
            }}
          >
            {title}
          </Box>
        );
      }}
      sx={{
        minWidth: { xs: 120, sm: 220 },
        maxWidth: { xs: 180, sm: 360 },
        color: 'inherit',
        bgcolor: 'rgba(255,255,255,0.12)',
        '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
        '.MuiSvgIcon-root': { color: 'inherit' },
        '.MuiSelect-select': { whiteSpace: 'normal', py: { xs: 0.5, sm: 1 } },
      }}
    >
      {projects.map((project) => (
        <MenuItem key={project.ProjectId} value={project.ProjectId}>
          {project.Title}
        </MenuItem>
      ))}
    </Select>
  );
}
