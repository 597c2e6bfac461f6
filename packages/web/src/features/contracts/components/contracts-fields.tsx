import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ContractAddInfo } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import {
  OTHER_TRADE,
  formTrade,
  placeholdersOf,
  tradeOptions,
  type ContractFormValues,
} from '../contracts-form.ts';

export interface ContractsFieldsProps {
  info: ContractAddInfo;
  values: ContractFormValues;
  onChange: (patch: Partial<ContractFormValues>) => void;
  /** The company's name for the display name's example ('' while none is chosen). */
  companyName: string | null;
  /** The contract being edited: its placeholder is no warning, its legacy trade stays offered. */
  editing?: { contractId: number; trade: string | null };
  disabled?: boolean;
}

/**
 * The contract's own fields, shared by the add page and the edit modal: the division, its trades
 * with the other option and its free text, the placeholder-trade warning, the display name, the
 * flags, the dates, and the values for a Values holder (spec 002 §5).
 */
export function ContractsFields({
  info,
  values,
  onChange,
  companyName,
  editing,
  disabled,
}: ContractsFieldsProps) {
  const { t } = useTranslation();
  const trades = tradeOptions(
    info,
    values.DivisionId,
    editing && editing.trade && values.Trade === editing.trade ? editing.trade : null,
  );
  const placeholders = placeholdersOf(info, values.DivisionId, editing?.contractId);
  const division = info.Divisions.find((d) => d.DivisionId === values.DivisionId);
  const trade = formTrade(values);
  const example = trade ? `${companyName || t('contractManagement.placeholder')} - ${trade}` : '';
  /** A half-width date or money field (money: two decimals, never negative). */
  const half = (
    key: 'StartDate' | 'EndDate' | 'ContractValue' | 'HourlyRate',
    label: string,
    type: 'date' | 'number',
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        fullWidth
        type={type}
        label={label}
        value={values[key]}
        disabled={disabled}
        slotProps={
          type === 'date' ? { inputLabel: { shrink: true } } : { htmlInput: { min: 0, step: 0.01 } }
        }
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          label={t('contractManagement.form.division')}
          value={values.DivisionId === null ? '' : String(values.DivisionId)}
          disabled={disabled}
          onChange={(event) => {
            const id = event.target.value === '' ? null : Number(event.target.value);
            const nextTrades = tradeOptions(info, id);
            // A trade of the old division is no choice in the new one (spec 002 §5).
            const keep = values.Trade === OTHER_TRADE || nextTrades.includes(values.Trade);
            onChange({ DivisionId: id, ...(keep ? {} : { Trade: '' }) });
          }}
        >
          <MenuItem value="">{t('contractManagement.form.noDivision')}</MenuItem>
          {info.Divisions.map((d) => (
            <MenuItem key={d.DivisionId} value={String(d.DivisionId)}>
              {d.Code} · {d.Name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          required
          label={t('contractManagement.form.trade')}
          value={values.Trade}
          disabled={disabled}
          onChange={(event) => onChange({ Trade: event.target.value })}
        >
          {trades.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
          <MenuItem value={OTHER_TRADE}>{t('contractManagement.form.otherTrade')}</MenuItem>
        </TextField>
      </Grid>
      {values.Trade === OTHER_TRADE && (
        <Grid size={12}>
          <TextField
            fullWidth
            required
            label={t('contractManagement.form.tradeOther')}
            value={values.TradeOther}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            onChange={(event) => onChange({ TradeOther: event.target.value })}
          />
        </Grid>
      )}
      {placeholders.length > 0 && division && (
        <Grid size={12}>
          <Alert severity="warning" data-testid="placeholder-warning">
            {t('contractManagement.form.placeholderWarning', {
              division: `${division.Code} · ${division.Name}`,
              names: placeholders.map((p) => p.ContractDisplayName).join(', '),
            })}
          </Alert>
        </Grid>
      )}
      <Grid size={12}>
        <TextField
          fullWidth
          label={t('contractManagement.form.displayName')}
          value={values.ContractDisplayName}
          disabled={disabled}
          helperText={example ? t('contractManagement.form.displayNameHelp', { example }) : ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          onChange={(event) => onChange({ ContractDisplayName: event.target.value })}
        />
      </Grid>
      {half('StartDate', t('contractManagement.form.startDate'), 'date')}
      {half('EndDate', t('contractManagement.form.endDate'), 'date')}
      {info.CanSeeValues &&
        half(
          'ContractValue',
          `${t('contractManagement.form.contractValue')} (${info.CurrencyCode})`,
          'number',
        )}
      {info.CanSeeValues &&
        half(
          'HourlyRate',
          `${t('contractManagement.form.hourlyRate')} (${info.CurrencyCode})`,
          'number',
        )}
      <Grid size={12}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.IsCriticalTrade}
              disabled={disabled}
              onChange={(event) => onChange({ IsCriticalTrade: event.target.checked })}
            />
          }
          label={t('contractManagement.form.critical')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={values.OwnerServices}
              disabled={disabled}
              onChange={(event) => onChange({ OwnerServices: event.target.checked })}
            />
          }
          label={t('contractManagement.form.ownerServices')}
        />
      </Grid>
    </Grid>
  );
}
