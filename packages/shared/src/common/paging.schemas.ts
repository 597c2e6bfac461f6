import { z } from 'zod';
import { MAX_ID } from './id.schemas.ts';

const PAGE_MESSAGE = 'page must be a whole number from 1.';
/** A spec 002 list's page number, from 1; left out, the first page. */
export const listPageSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(MAX_ID, PAGE_MESSAGE)
  .default(1);

/** A spec 002 list's page size: one of the list's sizes (spec 002 §9); left out, its default. */
export function listPageSizeSchema<T extends number>(sizes: readonly T[], defaultSize: T) {
  const message = `pageSize must be ${sizes.slice(0, -1).join(', ')} or ${String(sizes.at(-1))}.`;
  return z.coerce
    .number({ error: message })
    .refine((n): n is T => sizes.some((size) => size === n), { message })
    .default(defaultSize);
}

/** Every list answers `{ Data, TotalCount }` (spec 000 §7, project list). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ Data: z.array(item), TotalCount: z.number().int() });
}
