import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker/language-picker.tsx';
import { SitelineMark } from '@/components/brand/siteline-mark.tsx';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form (forgot password, back to sign-in …). */
  footer?: ReactNode;
  maxWidth?: number;
}

/**
 * The centred card every public page sits in, on a calm blueprint-grid background. Plain React
 * and app/plain.css: the public pages load before (and without) MUI.
 */
export function AuthCard({ title, subtitle, children, footer, maxWidth = 440 }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <main className="sl-auth">
      <div className="sl-card" style={{ maxWidth }}>
        <div className="sl-brand">
          <SitelineMark size={40} />
          <div>
            <p className="sl-brand__name">{t('app.name')}</p>
            <p className="sl-text-secondary">{t('app.tagline')}</p>
          </div>
        </div>
        <div>
          <h1 className="sl-title">{title}</h1>
          {subtitle && (
            <p className="sl-text-secondary" style={{ marginTop: 4 }}>
              {subtitle}
            </p>
          )}
        </div>
        {children}
        {footer}
        <div className="sl-end">
          <LanguagePicker />
        </div>
      </div>
    </main>
  );
}
