import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useRouter } from '@tanstack/react-router';
import type { Project, ProjectSetup } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { SETUP_STEP_LINKS } from '../projects-setup-links.ts';

export interface ProjectsSetupChecklistProps {
  project: Project;
  setup: ProjectSetup;
  /** Provider employees also get a link to the project's own settings. */
  canEditProject: boolean;
  /** Shown once the dashboards have something to show: back to them. */
  onBack?: () => void;
}

/** What an empty project still lacks, each with a link to where it is done (instead of empty dashboards). */
export function ProjectsSetupChecklist({
  project,
  setup,
  canEditProject,
  onBack,
}: ProjectsSetupChecklistProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    router.history.push(href);
  };
  const settingsHref = `/project/${project.ProjectId}/settings/project`;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h5" component="h1">
          {t('projects.setup.title', { title: project.Title })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('projects.setup.subtitle')}
        </Typography>
      </div>
      <Paper>
        <List aria-label={t('projects.setup.listLabel')}>
          {setup.Steps.map((step) => {
            const href = SETUP_STEP_LINKS[step.Step](project.ProjectId);
            return (
              <ListItem
                key={step.Step}
                divider
                secondaryAction={
                  <Button
                    href={href}
                    onClick={go(href)}
                    size="small"
                    variant={step.Done ? 'text' : 'outlined'}
                  >
                    {t(`projects.setup.steps.${step.Step}.action`)}
                  </Button>
                }
              >
                <ListItemIcon>
                  {step.Done ? (
                    <CheckCircleIcon color="success" aria-label={t('projects.setup.done')} />
                  ) : (
                    <RadioButtonUncheckedIcon
                      color="disabled"
                      aria-label={t('projects.setup.todo')}
                    />
                  )}
                </ListItemIcon>
                <ListItemText
                  sx={{ pr: 14 }}
                  primary={t(`projects.setup.steps.${step.Step}.title`)}
                  secondary={t(`projects.setup.steps.${step.Step}.count`, { count: step.Count })}
                />
              </ListItem>
            );
          })}
        </List>
      </Paper>
      {(canEditProject || onBack) && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {onBack && (
            <Button variant="contained" onClick={onBack}>
              {t('projects.setup.remaining.back')}
            </Button>
          )}
          {canEditProject && (
            <Button href={settingsHref} onClick={go(settingsHref)}>
              {t('projects.setup.settings')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
