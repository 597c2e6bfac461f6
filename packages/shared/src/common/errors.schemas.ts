import { z } from 'zod';

/** ARCHITECTURE.md "API conventions": the one error shape of every 4xx and 5xx answer. */
export const ApiErrorItemSchema = z.object({
  errorMessage: z.string(),
  field: z.string().optional(),
});
export const ApiErrorSchema = z.object({ errors: z.array(ApiErrorItemSchema) });
export type ApiError = z.infer<typeof ApiErrorSchema>;
export type ApiErrorItem = z.infer<typeof ApiErrorItemSchema>;
