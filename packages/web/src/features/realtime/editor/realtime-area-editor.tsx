import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { EDITOR_NOTICE_MS } from './realtime-editor-notice.ts';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useProjectZones } from '@/components/project-zones/get-project-zones.ts';
import { useCreateRealtimeArea } from '../api/create-realtime-area.ts';
import { useRealtimeAreas } from '../api/get-realtime-areas.ts';
import { useReplaceRealtimeAreaImage } from '../api/update-realtime-area.ts';
import { RealtimeAreaDetails } from './realtime-area-details.tsx';
import { RealtimeCropStep, type CropResult } from './realtime-crop-step.tsx';
import { RealtimeZoningStep } from './realtime-zoning-step.tsx';

/** spec 000 §4: the realtime area editor's steps. */
export type AreaEditorStep = 'cropping' | 'zoning' | 'editing_area';

export type AreaEditorTarget = { kind: 'new' } | { kind: 'edit'; areaId: number };

export interface RealtimeAreaEditorProps {
  projectId: number;
  target: AreaEditorTarget;
  onClose: () => void;
}

/**
 * A new area starts with its picture (cropping), then its pins (zoning); an existing one opens
 * on its name and picture (editing_area), from where the picture is replaced or pins moved.
 */
export function RealtimeAreaEditor({ projectId, target, onClose }: RealtimeAreaEditorProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [areaId, setAreaId] = useState<number | null>(
    target.kind === 'edit' ? target.areaId : null,
  );
  const [step, setStep] = useState<AreaEditorStep>(
    target.kind === 'new' ? 'cropping' : 'editing_area',
  );
  const areas = useRealtimeAreas(projectId);
  const zones = useProjectZones(projectId);
  const create = useCreateRealtimeArea(projectId);
  const replaceImage = useReplaceRealtimeAreaImage(projectId);
  const area = areas.data?.find((a) => a.realtimeAreaId === areaId) ?? null;

  const onCropped = async (result: CropResult) => {
    if (area) {
      await replaceImage.mutateAsync({
        areaId: area.realtimeAreaId,
        image: { desktopPlacement: result.placement, file: result.file },
      });
      alerts.success('View Updated', EDITOR_NOTICE_MS);
      setStep('editing_area');
      return;
    }
    const created = await create.mutateAsync({
      realtimeAreaName: result.name,
      image: { desktopPlacement: result.placement, file: result.file },
    });
    alerts.success('View Created', EDITOR_NOTICE_MS);
    setAreaId(created.realtimeAreaId);
    setStep('zoning');
  };

  const title = area ? area.realtimeAreaName : t('realtime.editor.newArea');
  const backToArea = target.kind === 'edit' && step !== 'editing_area';

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby="realtime-editor-title"
    >
      <DialogTitle
        id="realtime-editor-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}
      >
        {backToArea && (
          <IconButton
            aria-label={t('realtime.editor.backToArea')}
            onClick={() => setStep('editing_area')}
          >
            <ArrowBackIcon />
          </IconButton>
        )}
        <span>{title}</span>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
          {t(`realtime.editor.steps.${step}`)}
        </Typography>
        <IconButton
          aria-label={t('realtime.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {step === 'cropping' && (
          <RealtimeCropStep
            mode={area ? 'replace' : 'create'}
            initialPlacement={area?.image.desktopPlacement}
            busy={create.isPending || replaceImage.isPending}
            onSubmit={(result) => void onCropped(result).catch(() => undefined)}
            onCancel={area ? () => setStep('editing_area') : onClose}
          />
        )}
        {step === 'zoning' && area && (
          <RealtimeZoningStep
            key={`${area.realtimeAreaId}-${area.image.url}`}
            projectId={projectId}
            area={area}
            zones={zones.data ?? []}
            onDone={onClose}
          />
        )}
        {step === 'editing_area' && area && (
          <RealtimeAreaDetails
            projectId={projectId}
            area={area}
            onReplaceImage={() => setStep('cropping')}
            onPlaceZones={() => setStep('zoning')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
