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
  splitOtherValue,
  type RegistrationField,
  type WorkerFieldValue,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface FieldInputProps {
  field: RegistrationField;
  value: WorkerFieldValue;
  onChange: (value: WorkerFieldValue) => void;
  /** radio-other: the free text of Other (Ethnicity keeps it apart, spec 002 §4). */
  other?: string | null;
  onOtherChange?: (text: string) => void;
  disabled: boolean;
  error?: string;
}

/** The option values of a field as text (radio values may be booleans). */
const key = (v: string | boolean) => String(v);

/** One registration field's input by its InputType, labelled in the UI's language. */
export function WorkersRecordFieldInput(props: FieldInputProps) {
  const { field, value, onChange, disabled, error } = props;
  const { t, i18n } = useTranslation();
  const spanish = i18n.language.startsWith('es');
  const label = spanish ? field.DisplayNameSpanish : field.DisplayNameEnglish;
  const helper = (spanish ? field.HelperTextSpanish : field.HelperTextEnglish) ?? undefined;
  const options = fieldOptions(field);
  const optionLabel = (o: (typeof options)[number]) => (spanish ? o.spanish : o.english);
  const text = value === null ? '' : String(value);
  const common = {
    label,
    disabled,
    fullWidth: true,
    size: 'small' as const,
    required: field.IsRequired,
    error: Boolean(error),
    helperText: error ?? helper,
    name: field.FieldName,
  };

  switch (field.InputType) {
    case 'radio':
    case 'radio-other': {
      const labelId = `field-${field.FieldName}`;
      const split =
        field.InputType === 'radio-other'
          ? splitOtherValue(
              text,
              options.map((o) => key(o.value)),
            )
          : { value: text, other: null };
      const otherText = props.other ?? split.other ?? '';
      const selected = split.value ?? '';
      return (
        <FormControl disabled={disabled} error={Boolean(error)} fullWidth>
          <FormLabel id={labelId} sx={{ fontSize: '0.875rem' }}>
            {label}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            value={selected}
            onChange={(_, next) => {
              const option = options.find((o) => key(o.value) === next);
              onChange(option ? option.value : next);
            }}
          >
            {options.map((o) => (
              <FormControlLabel
                key={key(o.value)}
                value={key(o.value)}
                control={<Radio size="small" />}
                label={optionLabel(o)}
              />
            ))}
          </RadioGroup>
          {field.InputType === 'radio-other' && selected === 'Other' && (
            <TextField
              size="small"
              label={t('workerRecord.profile.other')}
              value={otherText}
              disabled={disabled}
              onChange={(e) => props.onOtherChange?.(e.target.value)}
              sx={{ mt: 0.5, maxWidth: 360 }}
            />
          )}
          {(error ?? helper) && <FormHelperText>{error ?? helper}</FormHelperText>}
        </FormControl>
      );
    }
    case 'select':
      return (
        <TextField
          {...common}
          select
          value={options.some((o) => key(o.value) === text) ? text : ''}
          onChange={(e) => {
            const option = options.find((o) => key(o.value) === e.target.value);
            onChange(option ? option.value : null);
          }}
        >
          <MenuItem value="">
            <em>{t('workerRecord.profile.select')}</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={key(o.value)} value={key(o.value)}>
              {optionLabel(o)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
      );
    case 'textarea':
      return (
        <TextField
          {...common}
          multiline
          minRows={2}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'phone':
    case 'email':
    case 'text':
      return (
        <TextField
          {...common}
          type={
            field.InputType === 'phone' ? 'tel' : field.InputType === 'email' ? 'email' : 'text'
          }
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
