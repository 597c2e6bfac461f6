import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'placeholder'>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'placeholder'>;

interface FieldBase {
  label: string;
  /** Shown under the field, in the error colour. */
  error?: string;
  /** Added to the field's frame (its width in a row of fields). */
  className?: string;
}

/**
 * The frame every plain field shares: the control, then its label on the outline (a label after
 * its control floats with CSS alone), then the error under it.
 */
function FieldFrame(props: {
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (id: string, helperId: string) => ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={props.className ? `sl-field ${props.className}` : 'sl-field'}>
      {props.children(id, helperId)}
      <label htmlFor={id} className="sl-field__label">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.error && (
        <p id={helperId} className="sl-field__helper">
          {props.error}
        </p>
      )}
    </div>
  );
}

export type PlainTextFieldProps = FieldBase &
  (
    | (InputProps & { multiline?: false; ref?: Ref<HTMLInputElement> })
    | (TextareaProps & { multiline: true; ref?: Ref<HTMLTextAreaElement> })
  );

/**
 * An outlined text field with its label on the outline, as MUI's TextField draws it, in plain
 * React and app/plain.css: for the public pages, which bring no MUI (decision 0012), and for a
 * screen drawn the moment another device acts (decision 0016). Takes the input's own props, so
 * `{...register('Email')}` works as it is.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, error, required, className } = props;
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(id, helperId) => {
        const common = {
          id,
          className: 'sl-field__input',
          // The label floats while the field is empty and unfocused (`:placeholder-shown`).
          placeholder: ' ',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? helperId : undefined,
        };
        if (props.multiline) {
          const { label: _l, error: _e, className: _c, multiline: _m, ...rest } = props;
          return <textarea {...rest} {...common} />;
        }
        const { label: _l, error: _e, className: _c, multiline: _m, ...rest } = props;
        return <input type="text" {...rest} {...common} />;
      }}
    </FieldFrame>
  );
}

/** The same outlined field around a native select of value/label pairs. */
export function PlainSelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <FieldFrame label={props.label} className={props.className}>
      {(id) => (
        <select
          id={id}
          className="sl-field__input"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as T)}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
