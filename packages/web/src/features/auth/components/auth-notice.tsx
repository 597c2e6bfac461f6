import { useTranslateText } from '@/lib/i18n.ts';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

// MUI's ErrorOutline and SuccessOutlined icons, the ones its Alert shows.
const ICON_PATH: Record<Notice['severity'], string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
};

/** A message inside a public page's card (MUI's standard Alert, drawn without MUI). */
export function AuthAlert({
  severity,
  children,
  testId,
}: {
  severity: Notice['severity'];
  children: string;
  testId?: string;
}) {
  return (
    <div role="alert" className={`sl-alert sl-alert--${severity}`} data-testid={testId}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICON_PATH[severity]} />
      </svg>
      <div className="sl-alert__text">{children}</div>
    </div>
  );
}

/** The outcome of a public form, shown inside its card. */
export function AuthNotice({ notice }: { notice: Notice | null }) {
  const translate = useTranslateText();
  if (!notice) return null;
  return (
    <AuthAlert severity={notice.severity} testId="auth-notice">
      {translate(notice.text)}
    </AuthAlert>
  );
}
