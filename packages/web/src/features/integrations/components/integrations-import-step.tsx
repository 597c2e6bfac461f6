import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { SCHEDULE_FILE } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { formatCount } from '@/lib/numbers.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { downloadSampleSchedule, useUploadScheduleFile } from '../api/integrations-api.ts';
import { alertIntegrationErrors } from '../integrations-errors.ts';

/** The file's bytes as base64 (the spec's File), without the data URL's prefix. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** spec 001 §4: "accepted only if the name contains 'xml'; otherwise the file is marked invalid". */
export function isScheduleFileName(name: string): boolean {
  return name.toLowerCase().includes(SCHEDULE_FILE.nameMustContain);
}

export interface IntegrationsImportStepProps {
  projectId: number;
  providerId: number;
  providerName: string;
  onDirty: (dirty: boolean) => void;
  onUploaded: (fileImportId: number) => void;
}

/** Step 0: choose a schedule file and upload it; a refused file is marked invalid. */
export function IntegrationsImportStep(props: IntegrationsImportStepProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const inputId = useId();
  const upload = useUploadScheduleFile(props.projectId, props.providerId);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    props.onDirty(true);
    if (!isScheduleFileName(chosen.name)) setInvalid(t('integrations.import.invalidName'));
    else if (chosen.size > SCHEDULE_FILE.maxBytes) {
      setInvalid(translate('The schedule file is larger than 20 MB.'));
    } else setInvalid(null);
  };

  const [sampling, setSampling] = useState(false);
  /** A schedule made from the project's own plan ahead, to try the import with. */
  const downloadSample = async () => {
    setSampling(true);
    try {
      await downloadSampleSchedule(props.projectId, props.providerId);
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setSampling(false);
    }
  };

  const send = async () => {
    if (!file || invalid !== null) return;
    try {
      const created = await upload.mutateAsync({
        Encoding: 'base64',
        MimeType: file.type || 'application/xml',
        OriginalFileName: file.name,
        File: await readBase64(file),
      });
      props.onDirty(false);
      props.onUploaded(created.FileImportId);
    } catch (error) {
      // spec 001 §8: an import failure marks the file invalid; the reasons are the alerts.
      setInvalid(t('integrations.import.invalid'));
      alertIntegrationErrors(alerts, error, translate);
    }
  };

  return (
    <div className="integrations__panel" style={{ display: 'grid', gap: 16 }}>
      <Typography>{t('integrations.import.intro', { provider: props.providerName })}</Typography>
      <div className="integrations__file" data-invalid={invalid !== null}>
        <input
          id={inputId}
          type="file"
          accept=".xml,application/xml,text/xml"
          style={{ display: 'none' }}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined">
          {t('integrations.import.choose')}
        </Button>
        {file && (
          <span data-testid="integrations-chosen-file">
            <strong>{file.name}</strong>{' '}
            <span className="integrations__muted">
              {t('integrations.import.size', { size: formatCount(Math.ceil(file.size / 1024)) })}
            </span>
            {invalid !== null && (
              <>
                {' · '}
                <strong>{t('integrations.import.invalid')}</strong>
                {invalid !== t('integrations.import.invalid') && `: ${invalid}`}
              </>
            )}
          </span>
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          variant="contained"
          startIcon={<FileUploadOutlinedIcon />}
          disabled={!file || invalid !== null || upload.isPending}
          onClick={() => void send()}
        >
          {upload.isPending ? t('integrations.import.uploading') : t('integrations.import.upload')}
        </Button>
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={sampling}
          onClick={() => void downloadSample()}
        >
          {t('integrations.import.sample')}
        </Button>
      </div>
    </div>
  );
}
