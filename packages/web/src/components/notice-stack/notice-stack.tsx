import { Fragment, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { groupNotices, NOTICE_GROUP_SIZE } from './notice-groups.ts';
import { useDialogTitleBottom } from './use-dialog-title-bottom.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/notice-stack');

export interface NoticeStackProps<T> {
  notices: readonly T[];
  getKey: (notice: T) => string | number;
  /** One notice, usually an MUI Alert with its own close button. */
  renderNotice: (notice: T) => ReactNode;
  /** Top right under the app bar (app notices), or bottom right (pushed live alerts). */
  placement?: 'top' | 'bottom';
  width?: number;
  spacing?: number;
  live?: 'polite' | 'assertive';
  label?: string;
  /** Shows "Dismiss all" beside the count of waiting notices. */
  onDismissAll?: () => void;
  groupSize?: number;
}

/**
 * A fixed stack of notices, grouped in 6 (spec 002 §9): one group on screen, and a line telling
 * how many wait behind it. Nothing renders while there are no notices.
 */
export function NoticeStack<T>({
  notices,
  getKey,
  renderNotice,
  placement = 'top',
  width = 420,
  spacing = 1,
  live = 'polite',
  label,
  onDismissAll,
  groupSize = NOTICE_GROUP_SIZE,
}: NoticeStackProps<T>) {
  const { t } = useTranslation();
  // Over an open dialog, top notices start under its title bar (its close button stays free).
  const dialogTitleBottom = useDialogTitleBottom(placement === 'top' && notices.length > 0);
  if (notices.length === 0) return null;
  const { shown, waiting } = groupNotices(notices, groupSize);
  return (
    <Stack
      spacing={spacing}
      aria-live={live}
      aria-label={label}
      sx={{
        position: 'fixed',
        ...(placement === 'bottom'
          ? { bottom: 16 }
          : dialogTitleBottom !== null
            ? { top: Math.max(dialogTitleBottom + 8, 16) }
            : { top: { xs: 64, sm: 72 } }),
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { sm: width },
      }}
    >
      {shown.map((notice) => (
        <Fragment key={getKey(notice)}>{renderNotice(notice)}</Fragment>
      ))}
      {waiting > 0 && (
        <Paper
          elevation={4}
          data-testid="notice-stack-waiting"
          sx={{ px: 2, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {t('noticeStack.more', { count: waiting })}
          </Typography>
          {onDismissAll && (
            <Button size="small" onClick={onDismissAll}>
              {t('noticeStack.dismissAll')}
            </Button>
          )}
        </Paper>
      )}
    </Stack>
  );
}
