import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/language-picker/language-picker.tsx';
import { SitelineMark } from '../../../components/brand/siteline-mark.tsx';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form (forgot password, back to sign-in …). */
  footer?: ReactNode;
  maxWidth?: number;
}

/** The centred card every public page sits in, on a calm blueprint-grid background. */
export function AuthCard({ title, subtitle, children, footer, maxWidth = 440 }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'primary.dark',
        backgroundImage:
          'linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px)',
        backgroundSize: '32px 32px',
      }}
    >
      <Card sx={{ width: '100%', maxWidth, borderTop: 6, borderColor: 'secondary.main' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <SitelineMark size={40} />
              <Box>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
                  {t('app.name')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('app.tagline')}
                </Typography>
              </Box>
            </Stack>
            <Box>
              <Typography variant="h6" component="h1">
                {title}
              </Typography>
              {subtitle && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {subtitle}
                </Typography>
              )}
            </Box>
            {children}
            {footer}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <LanguagePicker />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
