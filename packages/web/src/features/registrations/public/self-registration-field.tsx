import { fieldOptions, type RegistrationField } from '@siteline/shared';
import { say, type Language } from './self-registration-texts.ts';

/** A field's answer on the page; for radio-other, whether Other is picked (its text is the value). */
export interface Answer {
  value: string | boolean | undefined;
  other?: boolean;
}

const INPUT_TYPES = {
  text: 'text',
  date: 'date',
  phone: 'tel',
  email: 'email',
  number: 'text',
} as const;
const INPUT_MODES = { phone: 'tel', email: 'email', number: 'decimal' } as const;
const AUTOCOMPLETE: Record<string, string> = {
  FirstName: 'given-name',
  MiddleName: 'additional-name',
  LastName: 'family-name',
  Telephone: 'tel',
  Email: 'email',
  BirthDate: 'bday',
};

interface Props {
  field: RegistrationField;
  answer: Answer;
  error?: string;
  language: Language;
  onChange: (answer: Answer) => void;
}

/** One self-service field, drawn from its definition with the browser's own controls. */
export function SelfRegistrationField({ field, answer, error, language, onChange }: Props) {
  const spanish = language === 'spanish';
  const label = spanish ? field.DisplayNameSpanish : field.DisplayNameEnglish;
  const help = spanish ? field.HelperTextSpanish : field.HelperTextEnglish;
  const id = `f-${field.FieldName.replace(/\W/g, '-')}`;
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const options = fieldOptions(field);
  const optionLabel = (o: (typeof options)[number]) => (spanish ? o.spanish : o.english);
  const labelText = (
    <>
      {label}
      {field.IsRequired && <span className="sr-required"> ({say(language, 'required')})</span>}
    </>
  );
  const notes = (
    <>
      {help && (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );

  if (field.InputType === 'radio' || field.InputType === 'radio-other') {
    const choices = options.filter(
      (o) => !(field.InputType === 'radio-other' && o.value === 'Other'),
    );
    return (
      <fieldset className={error ? 'field invalid' : 'field'} aria-describedby={describedBy}>
        <legend>{labelText}</legend>
        <div className="choices">
          {choices.map((o) => (
            <label key={String(o.value)} className="choice">
              <input
                type="radio"
                name={id}
                checked={!answer.other && answer.value === o.value}
                onChange={() => onChange({ value: o.value, other: false })}
              />
              {optionLabel(o)}
            </label>
          ))}
          {field.InputType === 'radio-other' && (
            <label className="choice">
              <input
                type="radio"
                name={id}
                checked={answer.other === true}
                onChange={() => onChange({ value: '', other: true })}
              />
              {say(language, 'otherAnswer')}
            </label>
          )}
        </div>
        {answer.other && (
          <input
            aria-label={`${label}: ${say(language, 'otherText')}`}
            placeholder={say(language, 'otherText')}
            maxLength={200}
            value={typeof answer.value === 'string' ? answer.value : ''}
            onChange={(e) => onChange({ value: e.target.value, other: true })}
          />
        )}
        {notes}
      </fieldset>
    );
  }

  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{labelText}</label>
      {field.InputType === 'select' ? (
        <select
          id={id}
          aria-describedby={describedBy || undefined}
          aria-invalid={Boolean(error)}
          value={answer.value === undefined ? '' : String(answer.value)}
          onChange={(e) =>
            onChange({ value: options.find((o) => String(o.value) === e.target.value)?.value })
          }
        >
          <option value="">{say(language, 'choose')}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      ) : field.InputType === 'textarea' ? (
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          aria-describedby={describedBy || undefined}
          aria-invalid={Boolean(error)}
          value={typeof answer.value === 'string' ? answer.value : ''}
          onChange={(e) => onChange({ value: e.target.value })}
        />
      ) : (
        <input
          id={id}
          type={INPUT_TYPES[field.InputType]}
          inputMode={
            field.InputType in INPUT_MODES
              ? INPUT_MODES[field.InputType as keyof typeof INPUT_MODES]
              : undefined
          }
          autoComplete={AUTOCOMPLETE[field.FieldName] ?? 'off'}
          maxLength={200}
          aria-describedby={describedBy || undefined}
          aria-invalid={Boolean(error)}
          value={typeof answer.value === 'string' ? answer.value : ''}
          onChange={(e) => onChange({ value: e.target.value })}
        />
      )}
      {notes}
    </div>
  );
}
