import { z } from 'zod';

/**
 * The project's badges (spec 002 §9 "Tag filters: All, provider-only, Assigned only, Unassigned
 * only"; the spec names no screen: decision 0032). Every tag of the project with the worker who
 * holds it today, filtered four ways.
 */

/** The four filters, in the spec's order. */
export const PROJECT_TAG_FILTERS = [
  'All',
  'ProviderOnly',
  'AssignedOnly',
  'UnassignedOnly',
] as const;
export type ProjectTagFilter = (typeof PROJECT_TAG_FILTERS)[number];

export const ProjectTagsQuerySchema = z.object({
  filter: z
    .enum(PROJECT_TAG_FILTERS, {
      message: `filter must be one of ${PROJECT_TAG_FILTERS.join(', ')}.`,
    })
    .default('All'),
});
export type ProjectTagsQuery = z.infer<typeof ProjectTagsQuerySchema>;

/** Who holds the tag on the project's today (its timesheet date). */
export const ProjectTagHolderSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  CompanyName: z.string(),
  StartDate: z.string(),
  EndDate: z.string().nullable(),
});

export const ProjectTagSchema = z.object({
  TagId: z.number().int(),
  Tag: z.string(),
  TagTypeId: z.number().int(),
  TagTypeName: z.string(),
  /** A badge of a type the provider supplies (every type but a worker's phone). */
  SuppliedByProvider: z.boolean(),
  /** Switched on: off, its reads are ignored and it is not "undetected". */
  IsActive: z.boolean(),
  Holder: ProjectTagHolderSchema.nullable(),
  /** The last timesheet date a reader heard it (held or not), or null: never. */
  LastSeenDate: z.string().nullable(),
});
export type ProjectTag = z.infer<typeof ProjectTagSchema>;

export const ProjectTagsResponseSchema = z.object({
  /** The project's today, the date "holds" is judged on. */
  Today: z.string(),
  /** How many tags each filter finds (for the caller's scope), whichever is chosen. */
  Counts: z.object({
    All: z.number().int(),
    ProviderOnly: z.number().int(),
    AssignedOnly: z.number().int(),
    UnassignedOnly: z.number().int(),
  }),
  /** The chosen filter's tags, by tag. */
  Tags: z.array(ProjectTagSchema),
});
export type ProjectTagsResponse = z.infer<typeof ProjectTagsResponseSchema>;
