import { z } from 'zod';
import { IdParamSchema, MAX_ID } from '../common/id.schemas.ts';
import { pagedSchema } from '../common/paging.schemas.ts';
import { PROJECT_LIST_PAGE_SIZE } from './projects.constants.ts';

export const ProjectSchema = z.object({
  ProjectId: z.number().int(),
  Title: z.string(),
  AccountId: z.number().int(),
  AccountName: z.string(),
  StartDate: z.string(),
  EndDate: z.string().nullable(),
  TimeZoneId: z.string(),
  /** ISO 3166-1 alpha-2: the default country of the project's phone numbers. */
  CountryCode: z.string(),
  SiteDisplayConst: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROJECT_LIST_PAGE_SIZE)
    .default(PROJECT_LIST_PAGE_SIZE),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

export const ProjectListResponseSchema = pagedSchema(ProjectSchema);
export type ProjectListResponse = z.infer<typeof ProjectListResponseSchema>;

export const ProjectIdParamsSchema = z.object({ projectId: IdParamSchema });
