import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'placeholder'>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'placeholder'>;

interface FieldBase {
  label: string;
  /** Shown under the field, in the error colour. */
  error?: string;
}

export type AuthTextFieldProps = FieldBase &
  (
    | (InputProps & { multiline?: false; ref?: Ref<HTMLInputElement> })
    | (TextareaProps & { multiline: true; ref?: Ref<HTMLTextAreaElement> })
  );

/**
 * An outlined text field with its label on the outline, as MUI's TextField draws it, in plain
 * React and app/plain.css: the public pages are the app's first load, which brings no MUI
 * (decision 0012). Takes the input's own props, so `{...register('Email')}` works as it is.
 */
export function AuthTextField(props: AuthTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { label, error, required } = props;
  const common = {
    id,
    className: 'sl-field__input',
    // The label floats while the field is empty and unfocused (`:placeholder-shown`).
    placeholder: ' ',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? helperId : undefined,
  };
  let control;
  if (props.multiline) {
    const { label: _label, error: _error, multiline: _multiline, ...rest } = props;
    control = <textarea {...rest} {...common} />;
  } else {
    const { label: _label, error: _error, multiline: _multiline, ...rest } = props;
    control = <input type="text" {...rest} {...common} />;
  }
  return (
    <div className="sl-field">
      {control}
      <label htmlFor={id} className="sl-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {error && (
        <p id={helperId} className="sl-field__helper">
          {error}
        </p>
      )}
    </div>
  );
}
