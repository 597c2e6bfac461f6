import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { WORKER_BADGES_MESSAGES } from '@siteline/shared';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useBadgeTemplates, usePrintBadge } from '../api/worker-badge.ts';
import { useWorkerTags } from '../api/worker-tags.ts';

export interface WorkersBadgeDialogProps {
  open: boolean;
  projectId: number;
  workerId: number;
  onClose: () => void;
}

/**
 * Print or download the worker's badge (spec 002 §7): choose the tag (the one in force first)
 * and the template; the PDF opens in a new tab and can be saved; "Badge printed successfully!".
 */
export function WorkersBadgeDialog({
  open,
  projectId,
  workerId,
  onClose,
}: WorkersBadgeDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const tags = useWorkerTags(projectId, workerId);
  const templates = useBadgeTemplates(projectId, open);
  const print = usePrintBadge(projectId, workerId);
  const [tagId, setTagId] = useState<number | ''>('');
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const tagList = tags.data?.Tags ?? [];
  const effectiveTag =
    tagId === '' ? (tagList.find((x) => x.IsActive) ?? tagList[0])?.WorkerTagId : tagId;
  const effectiveTemplate =
    templateId === ''
      ? (templates.data?.find((x) => x.IsDefault) ?? templates.data?.[0])?.ProjectBadgeTemplateId
      : templateId;

  useEffect(() => () => void (pdfUrl && URL.revokeObjectURL(pdfUrl)), [pdfUrl]);

  const submit = () => {
    if (!effectiveTag || !effectiveTemplate) return;
    setProblem(null);
    // Opened now, inside the click, so a pop-up blocker lets it through; filled when ready.
    const tab = window.open('', '_blank');
    print.mutate(
      { WorkerTagId: effectiveTag, ProjectBadgeTemplateId: effectiveTemplate },
      {
        onSuccess: ({ pdf }) => {
          const url = URL.createObjectURL(pdf);
          setPdfUrl(url);
          if (tab) tab.location.href = url;
          alerts.success(WORKER_BADGES_MESSAGES.badgePrinted);
        },
        onError: (error) => {
          tab?.close();
          setProblem(describeError(error).message);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={print.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('workerBadges.badge.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {tags.isSuccess && tagList.length === 0 ? (
            <Alert severity="info">{t('workerBadges.badge.noTags')}</Alert>
          ) : (
            <>
              <TextField
                select
                label={t('workerBadges.badge.tag')}
                value={effectiveTag ?? ''}
                onChange={(e) => setTagId(Number(e.target.value))}
              >
                {tagList.map((tag) => (
                  <MenuItem key={tag.WorkerTagId} value={tag.WorkerTagId}>
                    {tag.Tag} ({tag.StartDate} – {tag.EndDate ?? t('workerBadges.tags.indefinite')})
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('workerBadges.badge.template')}
                value={effectiveTemplate ?? ''}
                onChange={(e) => setTemplateId(Number(e.target.value))}
              >
                {(templates.data ?? []).map((template) => (
                  <MenuItem
                    key={template.ProjectBadgeTemplateId}
                    value={template.ProjectBadgeTemplateId}
                  >
                    {template.Name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {pdfUrl && (
            <Button href={pdfUrl} download="badge.pdf" variant="outlined">
              {t('workerBadges.badge.download')}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={print.isPending}>
          {t('workerBadges.badge.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!effectiveTag || !effectiveTemplate || print.isPending}
        >
          {print.isPending ? t('workerBadges.badge.printing') : t('workerBadges.badge.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
