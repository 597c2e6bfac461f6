import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  fieldOptions,
  type RegistrationField,
  type RegistrationFieldOption,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';

/** What the form holds for a field: its value, and for radio-other whether Other is picked. */
export interface FieldState {
  value: string | boolean | undefined;
  other?: boolean;
}

const TEXT_TYPES = {
  text: 'text',
  textarea: 'text',
  date: 'date',
  phone: 'tel',
  email: 'email',
  number: 'text',
} as const;

export interface RegistrationsFieldInputProps {
  field: RegistrationField;
  state: FieldState;
  error?: string;
  onChange: (state: FieldState) => void;
}

/** One registration field drawn from its definition (InputType, options, names, helper text). */
export function RegistrationsFieldInput({
  field,
  state,
  error,
  onChange,
}: RegistrationsFieldInputProps) {
  const { t, i18n } = useTranslation();
  const spanish = i18n.language.startsWith('es');
  const label = spanish ? field.DisplayNameSpanish : field.DisplayNameEnglish;
  const helper =
    error ?? (spanish ? field.HelperTextSpanish : field.HelperTextEnglish) ?? undefined;
  const id = `field-${field.FieldName.replace(/\W/g, '-')}`;
  const options = fieldOptions(field);
  const optionLabel = (o: RegistrationFieldOption) => (spanish ? o.spanish : o.english);

  if (field.InputType === 'radio' || field.InputType === 'radio-other') {
    const otherKey = '__other__';
    const picked =
      state.other === true ? otherKey : state.value === undefined ? '' : String(state.value);
    return (
      <FormControl error={Boolean(error)} required={field.IsRequired}>
        <FormLabel id={`${id}-label`}>{label}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-label`}
          value={picked}
          onChange={(e) => {
            if (e.target.value === otherKey) return onChange({ value: '', other: true });
            const option = options.find((o) => String(o.value) === e.target.value);
            onChange({ value: option?.value, other: false });
          }}
        >
          {options
            .filter((o) => !(field.InputType === 'radio-other' && o.value === 'Other'))
            .map((o) => (
              <FormControlLabel
                key={String(o.value)}
                value={String(o.value)}
                control={<Radio />}
                label={optionLabel(o)}
              />
            ))}
          {field.InputType === 'radio-other' && (
            <FormControlLabel
              value={otherKey}
              control={<Radio />}
              label={t('registrations.single.other')}
            />
          )}
        </RadioGroup>
        {state.other && (
          <TextField
            size="small"
            label={t('registrations.single.otherText')}
            value={typeof state.value === 'string' ? state.value : ''}
            onChange={(e) => onChange({ value: e.target.value, other: true })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1, maxWidth: 360 }}
          />
        )}
        {helper && <FormHelperText>{helper}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.InputType === 'select') {
    return (
      <TextField
        select
        id={id}
        label={label}
        required={field.IsRequired}
        error={Boolean(error)}
        helperText={helper}
        value={state.value === undefined ? '' : String(state.value)}
        onChange={(e) =>
          onChange({ value: options.find((o) => String(o.value) === e.target.value)?.value })
        }
      >
        <MenuItem value="">{t('registrations.single.choose')}</MenuItem>
        {options.map((o) => (
          <MenuItem key={String(o.value)} value={String(o.value)}>
            {optionLabel(o)}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  return (
    <TextField
      id={id}
      label={label}
      type={TEXT_TYPES[field.InputType]}
      required={field.IsRequired}
      error={Boolean(error)}
      helperText={helper}
      multiline={field.InputType === 'textarea'}
      minRows={field.InputType === 'textarea' ? 2 : undefined}
      value={typeof state.value === 'string' ? state.value : ''}
      onChange={(e) => onChange({ value: e.target.value })}
      slotProps={{
        inputLabel: field.InputType === 'date' ? { shrink: true } : undefined,
        htmlInput: {
          maxLength: field.InputType === 'textarea' ? 2000 : 200,
          inputMode: field.InputType === 'number' ? 'decimal' : undefined,
        },
      }}
    />
  );
}
