import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useZoneArchiveInfo } from '../api/archive-zone.ts';

export interface ZonesArchiveDialogProps {
  projectId: number;
  zoneId: number;
  zoneName: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * spec 002 §5 "Archive zone": the affected child zones are listed, and the user confirms with
 * the understand and confirm checks before the button works.
 */
export function ZonesArchiveDialog(props: ZonesArchiveDialogProps) {
  const { projectId, zoneId, zoneName, open } = props;
  const { t } = useTranslation();
  const info = useZoneArchiveInfo(projectId, zoneId, open);
  const [understood, setUnderstood] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!open) return;
    setUnderstood(false);
    setConfirmed(false);
  }, [open]);
  const children = info.data?.ChildZones ?? [];

  return (
    <ConfirmDialog
      open={open}
      title={t('zones.archive.title', { name: zoneName })}
      message={t('zones.archive.message')}
      confirmLabel={t('zones.archive.confirm')}
      destructive
      busy={props.busy}
      canConfirm={understood && confirmed && info.isSuccess}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {info.isPending ? (
          <Typography variant="body2">{t('zones.archive.loading')}</Typography>
        ) : info.isError ? (
          <Alert severity="error">{t('zones.archive.loadError')}</Alert>
        ) : children.length === 0 ? (
          <Typography variant="body2">{t('zones.archive.noneAffected')}</Typography>
        ) : (
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('zones.archive.affected')}
            </Typography>
            <List
              dense
              aria-label={t('zones.archive.affected')}
              sx={{ maxHeight: 200, overflow: 'auto' }}
            >
              {children.map((zone) => (
                <ListItem key={zone.ProjectZoneId} sx={{ py: 0 }}>
                  {zone.ZoneName}
                </ListItem>
              ))}
            </List>
          </div>
        )}
        {info.data?.IncludesSiteEntranceExit && (
          <Alert severity="warning">{t('zones.archive.entranceWarning')}</Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          }
          label={t('zones.archive.understand')}
        />
        <FormControlLabel
          control={
            <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          }
          label={t('zones.archive.confirmCheck', { name: zoneName })}
        />
      </Stack>
    </ConfirmDialog>
  );
}
