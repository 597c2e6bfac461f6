import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '@/lib/error-reporting.ts';

/**
 * A page that failed to render: report it and offer a way back. Plain React and app/plain.css:
 * the root route shows it, before MUI is loaded.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  useEffect(() => reportClientError(error), [error]);
  return (
    <div className="sl-page-message" role="alert">
      <div>
        <h1 className="sl-page-message__title">{t('errors.pageTitle')}</h1>
        <p className="sl-page-message__body">{t('errors.pageBody')}</p>
        <button type="button" className="sl-button sl-button--inline" onClick={reset}>
          {t('errors.retry')}
        </button>
      </div>
    </div>
  );
}
