import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RequestAccessBodySchema, type RequestAccessBody } from '@siteline/shared';
import { useTranslateText } from '@/lib/i18n.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { PlainTextField } from '@/components/plain-field/plain-field.tsx';

type Field = keyof RequestAccessBody;

interface FieldSpec {
  name: Field;
  label: ParseKeys;
  autoComplete: string;
  required?: boolean;
  half?: boolean;
  type?: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'FirstName',
    label: 'auth.firstName',
    autoComplete: 'given-name',
    required: true,
    half: true,
  },
  {
    name: 'LastName',
    label: 'auth.lastName',
    autoComplete: 'family-name',
    required: true,
    half: true,
  },
  { name: 'Email', label: 'auth.email', autoComplete: 'email', required: true, type: 'email' },
  { name: 'CompanyName', label: 'auth.companyName', autoComplete: 'organization', required: true },
  { name: 'PhoneNumber', label: 'auth.phoneNumber', autoComplete: 'tel', type: 'tel', half: true },
  { name: 'ProjectName', label: 'auth.projectName', autoComplete: 'off', half: true },
];

const EMPTY: RequestAccessBody = {
  FirstName: '',
  LastName: '',
  Email: '',
  CompanyName: '',
  PhoneNumber: '',
  ProjectName: '',
  Message: '',
};

export interface AuthRequestAccessFormProps {
  pending: boolean;
  /** Resolves true when the request went through, so the form can be cleared. */
  onSubmit: (values: RequestAccessBody) => Promise<boolean>;
}

/** The person's details of spec 000 §2 "Access request", validated with the shared schema. */
export function AuthRequestAccessForm({ pending, onSubmit }: AuthRequestAccessFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(RequestAccessBodySchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(EMPTY);
  });

  const errorOf = (name: Field) => {
    const message = formState.errors[name]?.message;
    return message ? translate(message) : undefined;
  };

  return (
    <form className="sl-grid" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => (
        <div key={field.name} className={field.half ? 'sl-half' : undefined}>
          <PlainTextField
            label={t(field.label)}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required={field.required}
            error={errorOf(field.name)}
            {...register(field.name)}
          />
        </div>
      ))}
      <PlainTextField
        label={t('auth.message')}
        multiline
        rows={3}
        error={errorOf('Message')}
        {...register('Message')}
      />
      <AuthSubmitButton
        disabled={pending}
        label={pending ? t('auth.sending') : t('auth.sendRequest')}
      />
    </form>
  );
}
