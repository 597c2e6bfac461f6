import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { downloadFile } from '@/lib/download.ts';

/**
 * spec 001 §3 the evacuation report's download: the session (one last location, if chosen) as
 * an Excel file, or a PDF to print with a box to tick beside each name.
 */
export function EvacuationDownload(props: {
  projectId: number;
  sessionId: number;
  sessionName: string;
  zoneId: number | undefined;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const download = (format: 'xlsx' | 'pdf') => {
    const query = new URLSearchParams({ format });
    if (props.zoneId) query.set('projectZoneId', String(props.zoneId));
    void downloadFile(
      `/api/v1/projects/${props.projectId}/evacuation/sessions/${props.sessionId}/report?${query.toString()}`,
      `${props.sessionName.replace(/[\\/:*?"<>|]/g, '-')}.${format}`,
    ).catch((error: unknown) => alerts.fail(error));
  };
  return (
    <div className="evacuation__downloads">
      <Button onClick={() => download('xlsx')}>{t('evacuation.actions.download')}</Button>
      <Button onClick={() => download('pdf')}>{t('evacuation.actions.downloadPdf')}</Button>
    </div>
  );
}
