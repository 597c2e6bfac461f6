import Alert from '@mui/material/Alert';
import { useTranslateText } from '../../../lib/i18n.ts';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** The outcome of a public form, shown inside its card. */
export function AuthNotice({ notice }: { notice: Notice | null }) {
  const translate = useTranslateText();
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} data-testid="auth-notice">
      {translate(notice.text)}
    </Alert>
  );
}
