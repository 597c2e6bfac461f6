import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNowInZone } from '../../../lib/dates.ts';

const TICK_MS = 15_000;

/** The project's local date and time, kept current. */
export function DashboardsSiteClock({ timeZoneId }: { timeZoneId: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const local = formatNowInZone(timeZoneId, now);
  return (
    <Typography variant="h5" component="p" data-testid="project-local-time">
      {local ?? t('home.unknownTimeZone')}
    </Typography>
  );
}
