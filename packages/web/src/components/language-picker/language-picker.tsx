import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage, type Language } from '@/lib/i18n.ts';

/**
 * A compact language select for pages without the user menu (sign-in and friends): the browser's
 * own select, styled by app/plain.css. It sits on the sign-in page, the app's first load, which
 * brings no MUI; on a phone the native list is the familiar one anyway.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sl-select">
      <label htmlFor={id} className="sl-select__label">
        {t('userMenu.language')}
      </label>
      <select
        id={id}
        className="sl-select__input"
        value={currentLanguage()}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
