import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProjectSetup } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface ProjectsSetupRemainingProps {
  projectId: number;
  setup: ProjectSetup;
  /** Opens the whole checklist (the home's `setup=steps`). */
  onOpen: () => void;
}

const hiddenKey = (projectId: number) => `siteline.setupHidden.${projectId}`;

/**
 * Above the home's dashboards once they have something to show: the setup steps still open
 * (access rules, fields, documents, users …), until each is done. Hidden for the browser's
 * session on request; it comes back in the next one while a step is still open.
 */
export function ProjectsSetupRemaining({ projectId, setup, onOpen }: ProjectsSetupRemainingProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(
    () => window.sessionStorage.getItem(hiddenKey(projectId)) === '1',
  );
  const open = setup.Steps.filter((s) => !s.Done);
  if (open.length === 0 || hidden) return null;
  const names = open.map((s) => t(`projects.setup.steps.${s.Step}.title`)).join(', ');
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button color="inherit" size="small" onClick={onOpen}>
            {t('projects.setup.remaining.open')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              window.sessionStorage.setItem(hiddenKey(projectId), '1');
              setHidden(true);
            }}
          >
            {t('projects.setup.remaining.hide')}
          </Button>
        </Stack>
      }
    >
      {t('projects.setup.remaining.text', {
        done: setup.Steps.length - open.length,
        total: setup.Steps.length,
        names,
      })}
    </Alert>
  );
}
