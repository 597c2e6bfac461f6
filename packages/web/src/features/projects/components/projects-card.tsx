import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import EventIcon from '@mui/icons-material/Event';
import PublicIcon from '@mui/icons-material/Public';
import type { Project } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates.ts';

/** Read by screen readers, not shown: the icons say it for sighted users. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {label}:{' '}
        </Box>
        {value}
      </Typography>
    </Stack>
  );
}

export function ProjectsCard({ project, onSelect }: { project: Project; onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea onClick={onSelect} sx={{ height: '100%' }} data-testid="project-card">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom sx={{ lineHeight: 1.3 }}>
            {project.Title}
          </Typography>
          <Stack spacing={0.5}>
            <Fact
              icon={<ApartmentIcon fontSize="small" />}
              label={t('projects.account')}
              value={project.AccountName}
            />
            <Fact
              icon={<PublicIcon fontSize="small" />}
              label={t('projects.timeZone')}
              value={project.TimeZoneId}
            />
            <Fact
              icon={<EventIcon fontSize="small" />}
              label={t('projects.startDate')}
              value={formatDate(project.StartDate)}
            />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
