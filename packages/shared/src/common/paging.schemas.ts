import { z } from 'zod';

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Every list answers `{ Data, TotalCount }` (spec 000 §7, project list). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ Data: z.array(item), TotalCount: z.number().int() });
}
export interface Paged<T> {
  Data: T[];
  TotalCount: number;
}
