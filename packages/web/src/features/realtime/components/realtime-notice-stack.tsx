import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from 'react-i18next';
import { NoticeStack } from '@/components/notice-stack/notice-stack.tsx';
import { formatLocalTime } from '@/lib/dates.ts';
import type { RealtimeNotice } from '../realtime-notices.ts';

const LOOK = {
  unauthorized: { severity: 'warning', Icon: BlockRoundedIcon },
  density: { severity: 'error', Icon: WarningAmberRoundedIcon },
  densityResolved: { severity: 'success', Icon: CheckCircleRoundedIcon },
} as const satisfies Record<RealtimeNotice['kind'], { severity: AlertColor; Icon: unknown }>;

function NoticeText({ notice }: { notice: RealtimeNotice }) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'unauthorized':
      return (
        <>
          <AlertTitle sx={{ fontWeight: 700 }}>
            {t('realtime.notices.unauthorizedTitle')}
          </AlertTitle>
          {t('realtime.notices.unauthorized', {
            worker: notice.alert.WorkerName,
            zone: notice.alert.ZoneName,
            time: formatLocalTime(notice.alert.DateTimeLocal),
          })}
        </>
      );
    case 'density':
      return (
        <>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('realtime.notices.densityTitle')}</AlertTitle>
          {t('realtime.notices.density', {
            zone: notice.alert.ZoneName,
            count: notice.alert.WorkerCount,
            cutoff: notice.alert.OverWorkerCutoffValue,
            time: formatLocalTime(notice.alert.TriggerDateTimeLocal),
          })}
        </>
      );
    case 'densityResolved':
      return (
        <>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('realtime.notices.resolvedTitle')}</AlertTitle>
          {t('realtime.notices.resolved', {
            zone: notice.alert.ZoneName,
            cutoff: notice.alert.OverWorkerCutoffValue,
          })}
        </>
      );
  }
}

export interface RealtimeNoticeStackProps {
  notices: readonly RealtimeNotice[];
  onDismiss: (key: string) => void;
}

/**
 * Pushed alerts, each for 10 s from its arrival, bottom right where they do not cover the
 * pictures' top; grouped in 6 like every notice stack.
 */
export function RealtimeNoticeStack({ notices, onDismiss }: RealtimeNoticeStackProps) {
  const { t } = useTranslation();
  return (
    <NoticeStack
      notices={notices}
      getKey={(notice) => notice.key}
      placement="bottom"
      width={440}
      spacing={1.5}
      live="assertive"
      label={t('realtime.notices.label')}
      renderNotice={(notice) => {
        const { severity, Icon } = LOOK[notice.kind];
        return (
          <Alert
            data-testid={`realtime-notice-${notice.kind}`}
            variant="filled"
            severity={severity}
            icon={<Icon fontSize="inherit" />}
            onClose={() => onDismiss(notice.key)}
            sx={{ boxShadow: 6, fontSize: '1.05rem', '& .MuiAlert-icon': { fontSize: 32 } }}
          >
            <NoticeText notice={notice} />
          </Alert>
        );
      }}
    />
  );
}
