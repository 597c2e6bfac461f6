import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h2" component="p" sx={{ color: 'secondary.dark', fontWeight: 800 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('notFound.body')}</Typography>
        <Button variant="contained" component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
