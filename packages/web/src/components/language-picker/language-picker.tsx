import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage, type Language } from '../../lib/i18n.ts';

/**
 * A compact language select for pages without the user menu (sign-in and friends). The
 * browser's own select: it sits on the sign-in page, the app's first load, where MUI's menu
 * select (Select, Menu, Popover, Modal) would add ~20 KiB gzip; on a phone the native list is
 * the familiar one anyway.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl variant="standard" size="small" sx={{ minWidth: 120 }}>
      <InputLabel htmlFor={id}>{t('userMenu.language')}</InputLabel>
      <NativeSelect
        id={id}
        value={currentLanguage()}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
