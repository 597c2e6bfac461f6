import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Validates with a shared schema where the spec wants the failure in the `Message` header too
 * (reset and access-request calls), which route-level validation cannot add.
 */
export function parseWithMessage<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const items = result.error.issues.map((i) => ({
    errorMessage: i.message,
    ...(i.path.length ? { field: i.path.join('.') } : {}),
  }));
  throw new ValidationError(items, { Message: items.map((i) => i.errorMessage).join(' ') });
}
