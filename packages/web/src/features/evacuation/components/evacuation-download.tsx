import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { downloadFile } from '@/lib/download.ts';

/** spec 001 §3 the evacuation report's download: the session (one last location, if chosen). */
export function EvacuationDownload(props: {
  projectId: number;
  sessionId: number;
  sessionName: string;
  zoneId: number | undefined;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const query = props.zoneId ? `?projectZoneId=${props.zoneId}` : '';
  return (
    <Button
      onClick={() =>
        void downloadFile(
          `/api/v1/projects/${props.projectId}/evacuation/sessions/${props.sessionId}/report${query}`,
          `${props.sessionName.replace(/[\\/:*?"<>|]/g, '-')}.xlsx`,
        ).catch((error: unknown) => alerts.error(describeError(error).message))
      }
    >
      {t('evacuation.actions.download')}
    </Button>
  );
}
