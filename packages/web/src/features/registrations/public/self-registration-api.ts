import {
  SelfRegistrationDoneSchema,
  SelfRegistrationFormSchema,
  type SelfRegistrationDone,
  type SelfRegistrationForm,
  type SelfRegistrationSubmit,
} from '@siteline/shared';

/** What went wrong with a call, as the page tells it: the server's words, or a kind of its own. */
export class SelfRegistrationError extends Error {
  constructor(
    readonly kind: 'invalid' | 'refused' | 'tooMany' | 'offline' | 'failed',
    readonly messages: string[] = [],
    readonly fields: Record<string, string> = {},
  ) {
    super(messages.join(' ') || kind);
  }
}

type ErrorBody = { errors?: { errorMessage?: string; field?: string }[] };

async function failure(response: Response): Promise<SelfRegistrationError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const items = body.errors ?? [];
  const messages = items.map((e) => e.errorMessage ?? '').filter(Boolean);
  const fields: Record<string, string> = {};
  for (const item of items) {
    if (item.field && item.errorMessage) fields[item.field] = item.errorMessage;
  }
  if (response.status === 404) return new SelfRegistrationError('invalid', messages);
  if (response.status === 429) return new SelfRegistrationError('tooMany', messages);
  if (response.status >= 400 && response.status < 500) {
    return new SelfRegistrationError('refused', messages, fields);
  }
  return new SelfRegistrationError('failed', messages);
}

async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new SelfRegistrationError('offline');
  }
}

const formUrl = (pin: string) => `/api/v1/public/registrations/${encodeURIComponent(pin)}`;

export async function loadForm(pin: string): Promise<SelfRegistrationForm> {
  const response = await send(formUrl(pin), { headers: { accept: 'application/json' } });
  if (!response.ok) throw await failure(response);
  return SelfRegistrationFormSchema.parse(await response.json());
}

export async function submitRegistration(
  pin: string,
  body: SelfRegistrationSubmit,
): Promise<SelfRegistrationDone> {
  const response = await send(formUrl(pin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return SelfRegistrationDoneSchema.parse(await response.json());
}
