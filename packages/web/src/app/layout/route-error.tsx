import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '../../lib/error-reporting.ts';

/** A page that failed to render: report it and offer a way back. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  useEffect(() => reportClientError(error), [error]);
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} role="alert">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('errors.pageTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('errors.pageBody')}</Typography>
      <Button variant="contained" onClick={reset}>
        {t('errors.retry')}
      </Button>
    </Box>
  );
}
