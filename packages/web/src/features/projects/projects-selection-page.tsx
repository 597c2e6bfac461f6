import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rememberProject, useSession } from '@/lib/auth-store.ts';
import { useProjects } from './api/get-projects.ts';
import { ProjectsCard } from './components/projects-card.tsx';
import { PROJECT_SEARCH_THRESHOLD, filterProjects } from './projects-filter.ts';
import { useSearchLabel } from '@/components/search-field/use-search-label.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/projects');

const CARD_SIZE = { xs: 12, sm: 6, lg: 4 } as const;

/** spec 000 §2 "Project selection": choose from the user's projects. */
export function ProjectsSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data, isPending } = useProjects();
  const [search, setSearch] = useState('');
  const searchLabel = useSearchLabel(search);
  const projects = data?.Data ?? [];
  const visible = filterProjects(projects, search);

  const select = (projectId: number) => {
    if (session) rememberProject(session.userId, projectId);
    void navigate({ to: '/project/$id/home', params: { id: String(projectId) } });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('projects.selectTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {t('projects.selectSubtitle')}
      </Typography>
      {session?.isProviderEmployee && (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => void navigate({ to: '/project/new' })}
          sx={{ mb: 3 }}
        >
          {t('projects.newProject')}
        </Button>
      )}
      {projects.length > PROJECT_SEARCH_THRESHOLD && (
        <TextField
          label={t('projects.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onFocus={searchLabel.onFocus}
          onBlur={searchLabel.onBlur}
          sx={{ ...searchLabel.sx, mb: 3, width: { xs: '100%', sm: 360 } }}
          slotProps={{
            inputLabel: { shrink: searchLabel.shrink },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <Grid container spacing={2}>
        {isPending &&
          [0, 1, 2].map((index) => (
            <Grid key={index} size={CARD_SIZE}>
              <Skeleton variant="rounded" height={132} />
            </Grid>
          ))}
        {visible.map((project) => (
          <Grid key={project.ProjectId} size={CARD_SIZE}>
            <ProjectsCard project={project} onSelect={() => select(project.ProjectId)} />
          </Grid>
        ))}
      </Grid>
      {!isPending && projects.length > 0 && visible.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('projects.noMatch')}</Typography>
      )}
    </Box>
  );
}
