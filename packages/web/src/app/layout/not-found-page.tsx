import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** 404, in plain React and app/plain.css: the root route shows it, before MUI is loaded. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="sl-page-message">
      <div>
        <p className="sl-page-message__code">404</p>
        <h1 className="sl-page-message__title">{t('notFound.title')}</h1>
        <p className="sl-page-message__body">{t('notFound.body')}</p>
        <Link to="/" className="sl-button sl-button--inline">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
