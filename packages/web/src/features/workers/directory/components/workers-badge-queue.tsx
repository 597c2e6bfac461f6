import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { RecentRegistration } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-error.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { useAssignWorkerTag } from '../../badges/api/worker-tags.ts';
import { WorkerPhoto } from '../../badges/components/worker-photo.tsx';
import { useWorkerPhoto } from '../api/get-worker-photo.ts';
import { workersQueryKey } from '../api/get-workers.ts';

export interface WorkersBadgeQueueProps {
  projectId: number;
  /** Who waits for a badge, in the order they registered (the first to arrive first). */
  waiting: readonly RecentRegistration[];
  open: boolean;
  onClose: () => void;
}

/**
 * The desk's badge queue (issue: badges for a crew in minutes): each worker waiting for a badge in
 * turn, the face large enough to check against the person at the window; scan or type the badge,
 * Enter gives it and moves to the next. A refusal (the badge is someone else's) stays on the
 * worker, the badge selected to scan again.
 */
export function WorkersBadgeQueue({ projectId, waiting, open, onClose }: WorkersBadgeQueueProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The queue as it was when opened: the list behind refreshes as badges are given.
  const [queue, setQueue] = useState<readonly RecentRegistration[]>([]);
  const [index, setIndex] = useState(0);
  const [given, setGiven] = useState<{ name: string; tag: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    setQueue(waiting);
    setIndex(0);
    setGiven(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the queue is taken once per opening
  }, [open]);

  const close = () => {
    void queryClient.invalidateQueries({ queryKey: workersQueryKey(projectId) });
    onClose();
  };
  const current = queue[index];
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="badge-queue-title">
      <DialogTitle id="badge-queue-title">
        {current
          ? t('workersDirectory.queue.title', { position: index + 1, total: queue.length })
          : t('workersDirectory.queue.doneTitle')}
      </DialogTitle>
      <DialogContent>
        {given && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="badge-queue-given">
            {t('workersDirectory.queue.given', given)}
          </Alert>
        )}
        {current ? (
          <QueueWorker
            key={current.WorkerId}
            projectId={projectId}
            worker={current}
            onGiven={(tag) => {
              setGiven({ name: current.WorkerName, tag });
              setIndex((i) => i + 1);
            }}
            onSkip={() => {
              setGiven(null);
              setIndex((i) => i + 1);
            }}
          />
        ) : (
          <Typography>{t('workersDirectory.queue.done')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('workersDirectory.queue.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function QueueWorker(props: {
  projectId: number;
  worker: RecentRegistration;
  onGiven: (tag: string) => void;
  onSkip: () => void;
}) {
  const { projectId, worker, onGiven, onSkip } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const photo = useWorkerPhoto(projectId, worker.WorkerId);
  const assign = useAssignWorkerTag(projectId, worker.WorkerId);
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const initials = `${worker.FirstName[0] ?? ''}${worker.LastName[0] ?? ''}`.toUpperCase();

  const submit = async () => {
    const text = tag.trim();
    if (!text || assign.isPending) return;
    setError(null);
    try {
      await assign.mutateAsync({ Tag: text, ValidThroughRange: 'Indefinite' });
      onGiven(text);
    } catch (caught) {
      setError(translate(describeError(caught).message));
      input.current?.select();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <WorkerPhoto
          photoUrl={photo.data?.PhotoUrl}
          aspectRatio={photo.data?.ProfilePictureAspectRatio}
          name={worker.WorkerName}
          initials={initials}
          height={220}
        />
        <Stack spacing={1} sx={{ minWidth: 0, width: '100%' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {worker.WorkerName}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {/* A contract's name often holds its trade already ("Atlas Concrete - Concrete"). */}
            {worker.Trade && !worker.CompanyName.includes(worker.Trade)
              ? `${worker.CompanyName} · ${worker.Trade}`
              : worker.CompanyName}
          </Typography>
          {worker.SelfRegistrationCode && (
            <Typography>
              {t('workersDirectory.queue.code', { code: worker.SelfRegistrationCode })}
            </Typography>
          )}
          <TextField
            inputRef={input}
            label={t('workersDirectory.queue.badge')}
            helperText={error ?? t('workersDirectory.queue.help')}
            error={error !== null}
            value={tag}
            autoFocus
            autoComplete="off"
            onChange={(event) => setTag(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'badge-queue-input' } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!tag.trim() || assign.isPending}>
              {t('workersDirectory.queue.assign')}
            </Button>
            <Button onClick={onSkip} disabled={assign.isPending}>
              {t('workersDirectory.queue.skip')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </form>
  );
}
