import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/dates.ts';

/** A listed worker in an editor: name, company, when last seen (or not yet). */
export function AlertsWorkerLabel(props: {
  name: string;
  company: string;
  lastSeenLocal: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{props.name}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {props.company} · {t('alerts.keyPerson.lastSeen')}:{' '}
        {props.lastSeenLocal
          ? formatLocalDateTime(props.lastSeenLocal)
          : t('alerts.keyPerson.never')}
      </Typography>
    </div>
  );
}
