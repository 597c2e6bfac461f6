import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALERT_INSTANCE_MESSAGES } from '@siteline/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import type { ButtonStatus } from '@/components/save-button/use-button-status.ts';

export interface AlertsEditorFrameProps {
  projectId: number;
  title: string;
  subtitle: string;
  /** Switched on just now (spec 001 §4): the notice that saving activates it. */
  isNew: boolean;
  status: ButtonStatus;
  /** The server's messages of the last failed save, shown with "Error!" (spec 001 §8). */
  errors: string[];
  onSave: () => void;
  children: ReactNode;
}

/** An alert instance's page: back to the list, title, the isNew notice, its fields, save. */
export function AlertsEditorFrame(props: AlertsEditorFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      sx={{ maxWidth: 900 }}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <Link
        className="sl-link"
        to="/project/$id/settings/alert-instances"
        params={{ id: String(props.projectId) }}
      >
        {t('alerts.instances.back')}
      </Link>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{props.subtitle}</Typography>
      </div>
      {props.isNew && <Alert severity="info">{ALERT_INSTANCE_MESSAGES.turnedOn}</Alert>}
      {props.children}
      {props.status === 'error' && props.errors.length > 0 && (
        <Alert severity="error">{props.errors.join(' ')}</Alert>
      )}
      <div>
        <SaveChangesButton status={props.status} />
      </div>
    </Stack>
  );
}
