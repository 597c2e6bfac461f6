import {
  registrationValuesSchema,
  type SelfRegistrationForm,
  type SelfRegistrationSubmit,
} from '@siteline/shared';
import type { Answer } from './self-registration-field.tsx';
import type { Language } from './self-registration-texts.ts';

/** What the worker has filled in so far; kept in the tab's session storage (see `persisted`). */
export interface Draft {
  language: Language | null;
  step: number;
  companyId: number | null;
  contractId: number | null;
  notListed: boolean;
  answers: Record<string, Answer>;
  /** Signatures by document id, as PNG data URLs. */
  signatures: Record<number, string>;
}

export const EMPTY_DRAFT: Draft = {
  language: null,
  step: 0,
  companyId: null,
  contractId: null,
  notListed: false,
  answers: {},
  signatures: {},
};

/** The steps after the language, in order; documents only when the project has some. */
export type Step = 'company' | 'details' | 'documents' | 'photo' | 'review';

export function stepsOf(form: SelfRegistrationForm): Step[] {
  return form.Documents.length > 0
    ? ['company', 'details', 'documents', 'photo', 'review']
    : ['company', 'details', 'photo', 'review'];
}

/** The answers as the registration sends them (radio-other's text is the value). */
export function valuesOf(answers: Record<string, Answer>): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, answer] of Object.entries(answers)) {
    if (answer.value !== undefined && answer.value !== '') values[name] = answer.value;
  }
  return values;
}

/** The details' problems by FieldName, with the shared rules the server applies, in the language. */
export function detailErrors(
  form: SelfRegistrationForm,
  answers: Record<string, Answer>,
  language: Language,
): Record<string, string> {
  const parsed = registrationValuesSchema(form.Fields, {
    country: form.CountryCode,
    language,
  }).safeParse(valuesOf(answers));
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

export function companyOf(form: SelfRegistrationForm, draft: Draft) {
  return form.Companies.find((c) => c.CompanyId === draft.companyId);
}

/** The contract the registration goes under: the one chosen, or the company's only one. */
export function contractOf(form: SelfRegistrationForm, draft: Draft) {
  const company = companyOf(form, draft);
  if (!company) return undefined;
  if (company.Contracts.length === 1) return company.Contracts[0];
  return company.Contracts.find((c) => c.ContractId === draft.contractId);
}

export function submission(
  form: SelfRegistrationForm,
  draft: Draft,
  photo: string | null,
): SelfRegistrationSubmit {
  return {
    Language: draft.language ?? 'english',
    CompanyId: draft.companyId ?? 0,
    ContractId: contractOf(form, draft)?.ContractId ?? null,
    Fields: valuesOf(draft.answers),
    Signatures: form.Documents.map((d) => ({
      RegistrationDocumentId: d.RegistrationDocumentId,
      SignaturePng: (draft.signatures[d.RegistrationDocumentId] ?? '').replace(/^data:[^,]*,/, ''),
    })),
    Photo: photo,
  };
}

/**
 * The draft survives a reload of the tab (a phone may drop the page while its camera is open):
 * session storage, per pin, never beyond the tab. Anything unreadable starts afresh.
 */
export const persisted = {
  key: (pin: string) => `siteline.register.${pin}`,
  read(pin: string): Draft {
    try {
      const raw = sessionStorage.getItem(persisted.key(pin));
      return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<Draft>) } : EMPTY_DRAFT;
    } catch {
      return EMPTY_DRAFT;
    }
  },
  write(pin: string, draft: Draft) {
    try {
      sessionStorage.setItem(persisted.key(pin), JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the draft just lives in memory.
    }
  },
  clear(pin: string) {
    try {
      sessionStorage.removeItem(persisted.key(pin));
    } catch {
      // Nothing to clear.
    }
  },
};
