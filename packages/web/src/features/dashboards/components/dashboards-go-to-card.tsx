import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { createLink } from '@tanstack/react-router';

const CardLink = createLink(CardActionArea);

export interface DashboardsGoToCardProps {
  to:
    | '/project/$id/contracts-summary'
    | '/project/$id/divisions-summary'
    | '/project/$id/access-control';
  projectId: number;
  icon: ReactNode;
  title: string;
  text: string;
  /** The access-control range to open (a past day's reads); absent: the screen's default. */
  range?: { start: string; end: string };
}

/** A card that leads from the home to a screen with the detail behind its figures. */
export function DashboardsGoToCard({
  to,
  projectId,
  icon,
  title,
  text,
  range,
}: DashboardsGoToCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardLink
        to={to}
        params={{ id: String(projectId) }}
        // Only the access-control card carries a range; its address validator fills the rest of
        // its parameters (page size, order), which the union of targets cannot express here.
        search={range as never}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {icon}
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            </Stack>
            <ChevronRightIcon sx={{ color: 'text.secondary' }} />
          </Stack>
        </CardContent>
      </CardLink>
    </Card>
  );
}
