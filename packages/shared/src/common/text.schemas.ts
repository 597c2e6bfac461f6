import { z } from 'zod';

// C0 controls and DEL. PostgreSQL cannot store NUL in text at all, and the others mean nothing in
// a name, an e-mail, a key or a search: they are refused with 400 rather than stored.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';

/** True when the text has a control character (tab, new line and return allowed if multiLine). */
export function hasControlCharacter(text: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
}

/** A one-line string: no control characters at all. `error` answers a missing or non-string value. */
export function plainText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((s) => !hasControlCharacter(s), CONTROL_CHARACTER_MESSAGE);
}

/** A multi-line text (a message, a note): tab, new line and return allowed, no other control. */
export function multiLineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((s) => !hasControlCharacter(s, true), CONTROL_CHARACTER_MESSAGE);
}
