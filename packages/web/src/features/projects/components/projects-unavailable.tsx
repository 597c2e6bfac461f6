import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A project that is not visible: it belongs to the other demo mode, or access was removed. */
export function ProjectUnavailable() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={Link} to="/project">
          {t('projects.chooseAnother')}
        </Button>
      }
    >
      {t('projects.unavailable')}
    </Alert>
  );
}
