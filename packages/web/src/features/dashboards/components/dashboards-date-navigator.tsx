import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { shiftDate } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates.ts';

export interface DashboardsDateNavigatorProps {
  /** The day shown, 'YYYY-MM-DD'. */
  date: string;
  /** Today on the site's clock: the navigator never goes past it. */
  today: string;
  /** The project's start: the navigator never goes before it. */
  firstDate: string;
  onChange: (date: string) => void;
}

/**
 * spec 000 §2 Home "a historical-date navigator (previous day, next day)": one day at a time,
 * between the project's start and today; "Today" returns at once.
 */
export function DashboardsDateNavigator({
  date,
  today,
  firstDate,
  onChange,
}: DashboardsDateNavigatorProps) {
  const { t } = useTranslation();
  const canGoBack = date > firstDate;
  const canGoForward = date < today;
  const isToday = date === today;
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 0.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: 0.5,
        py: 0.25,
      }}
    >
      <Tooltip title={t('home.previousDay')}>
        <span>
          <IconButton
            aria-label={t('home.previousDay')}
            disabled={!canGoBack}
            onClick={() => onChange(shiftDate(date, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Typography
        component="p"
        data-testid="home-date"
        aria-live="polite"
        sx={{
          fontWeight: 600,
          minWidth: 120,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {isToday ? t('home.todayDate', { date: formatDate(date) }) : formatDate(date)}
      </Typography>
      <Tooltip title={t('home.nextDay')}>
        <span>
          <IconButton
            aria-label={t('home.nextDay')}
            disabled={!canGoForward}
            onClick={() => onChange(shiftDate(date, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
      {!isToday && (
        <Button size="small" onClick={() => onChange(today)} sx={{ ml: 0.5 }}>
          {t('home.today')}
        </Button>
      )}
    </Stack>
  );
}
