import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNowInZone } from '@/lib/dates.ts';

const TICK_MS = 15_000;

/** The project's local date and time, kept current. */
export function DashboardsSiteClock({
  timeZoneId,
  inline = false,
}: {
  timeZoneId: string;
  /** Inside a line of text, in its size, rather than as a figure of its own. */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const local = formatNowInZone(timeZoneId, now);
  return (
    <Typography
      variant={inline ? 'inherit' : 'h5'}
      component={inline ? 'span' : 'p'}
      data-testid="project-local-time"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {local ?? t('home.unknownTimeZone')}
    </Typography>
  );
}
