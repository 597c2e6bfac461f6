import { useId, type InputHTMLAttributes, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  autoFocus?: boolean;
  /** Shown under the field, in the error colour. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field as MUI's TextField draws it, from its parts: TextField also brings its
 * select mode (Select, Menu, Popover, Modal: ~20 KiB gzip), which the sign-in page, on the first
 * load of the app, never uses.
 */
export function AuthTextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
  error,
  inputRef,
}: AuthTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
