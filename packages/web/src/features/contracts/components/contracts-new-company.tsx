import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTRACT_MESSAGES, type Company } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/lib/i18n.ts';
import { useAddCompany } from '../api/add-company.ts';
import { actionErrorMessages } from '../contracts-form.ts';

export interface ContractsNewCompanyProps {
  /** The new company, or an existing one the user picked among the possible matches. */
  onDone: (company: Company) => void;
  onCancel: () => void;
}

/**
 * Company creation (spec 002 §5): the server answers possible matches first; the user uses one of
 * them or confirms, which sends the force flag.
 */
export function ContractsNewCompany({ onDone, onCancel }: ContractsNewCompanyProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const add = useAddCompany();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [phone, setPhone] = useState('');
  const [matches, setMatches] = useState<Company[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (force: boolean) => {
    setErrors([]);
    add.mutate(
      { name: name.trim(), url: url.trim() || null, phone: phone.trim() || null, force },
      {
        onSuccess: (result) => {
          if (result.CreatedCompany) onDone(result.CreatedCompany);
          else setMatches(result.PossibleMatches);
        },
        onError: (error) => setErrors(actionErrorMessages(error, CONTRACT_MESSAGES.addCompany)),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
        {t('contractManagement.form.newCompanyTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          required
          label={t('contractManagement.form.newCompanyName')}
          value={name}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          onChange={(event) => {
            setName(event.target.value);
            setMatches([]);
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            type="url"
            label={t('contractManagement.form.url')}
            value={url}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
          />
          <TextField
            fullWidth
            type="tel"
            label={t('contractManagement.form.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </Stack>
        {errors.length > 0 && <Alert severity="error">{errors.map(translate).join(' ')}</Alert>}
        {matches.length > 0 && (
          <Alert severity="warning" data-testid="possible-matches">
            {t('contractManagement.form.possibleMatches')}
            <List dense>
              {matches.map((m) => (
                <ListItem
                  key={m.CompanyId}
                  disableGutters
                  secondaryAction={
                    <Button size="small" onClick={() => onDone(m)}>
                      {t('contractManagement.form.useMatch')}
                    </Button>
                  }
                >
                  <ListItemText primary={m.Name} secondary={m.Url ?? m.Phone ?? undefined} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel}>{t('contractManagement.form.cancel')}</Button>
          {matches.length > 0 ? (
            <Button variant="contained" disabled={add.isPending} onClick={() => submit(true)}>
              {t('contractManagement.form.createAnyway')}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={add.isPending || name.trim() === ''}
              onClick={() => submit(false)}
            >
              {add.isPending
                ? t('contractManagement.form.creatingCompany')
                : t('contractManagement.form.createCompany')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
