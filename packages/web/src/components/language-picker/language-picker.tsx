import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage, type Language } from '../../lib/i18n.ts';

/** A compact language select for pages without the user menu (sign-in and friends). */
export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      label={t('userMenu.language')}
      value={currentLanguage()}
      onChange={(event) => setLanguage(event.target.value as Language)}
      sx={{ minWidth: 120 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
