import {
  MESSAGES,
  type Project,
  type ProjectListQuery,
  type ProjectListResponse,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './projects.repository.ts';

export type ProjectsService = ReturnType<typeof createProjectsService>;

const DEMO_FLAG_CACHE_MS = 30_000;

export function createProjectsService(deps: { db: Database }) {
  const { db } = deps;
  // A project's demo flag never changes in practice; the permission hook asks on every request.
  const demoFlags = new Map<number, { at: number; value: boolean | undefined }>();

  return {
    async list(
      auth: AuthContext,
      demo: boolean,
      query: ProjectListQuery,
    ): Promise<ProjectListResponse> {
      const { rows, total } = await repo.listProjects(db, {
        memberUserId: auth.isProviderEmployee ? null : auth.userId,
        demo,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { Data: rows.map(toProject), TotalCount: total };
    },

    async get(projectId: number): Promise<Project> {
      const row = await repo.findProject(db, projectId);
      if (!row) throw new NotFoundError(MESSAGES.projectNotFound);
      return toProject(row);
    },

    /**
     * DOMAIN.md: a Contractor membership may be limited to the contracts of its company, and then
     * sees only those contracts' workers. Answers the contracts the caller may see on the
     * project, or null when not limited (any unlimited membership, or a provider employee).
     */
    async contractScope(
      auth: Pick<AuthContext, 'userId' | 'isProviderEmployee'>,
      projectId: number,
    ): Promise<number[] | null> {
      if (auth.isProviderEmployee) return null;
      const companies = await repo.membershipCompanies(db, projectId, auth.userId);
      if (companies.length === 0 || companies.some((c) => c === null)) return null;
      return repo.contractIdsOfCompanies(
        db,
        projectId,
        companies.filter((c): c is number => c !== null),
      );
    },

    /**
     * Gives the project a new pin from `draw` (registrations' alphabet), drawing again when
     * another project holds the code; with `onlyWhenMissing`, only a project without one.
     */
    async setShortCode(projectId: number, draw: () => string, onlyWhenMissing: boolean) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          await repo.setShortCode(db, projectId, draw(), onlyWhenMissing);
          return;
        } catch (error) {
          if ((error as { code?: unknown }).code !== '23505') throw error;
        }
      }
      throw new Error('Could not draw a free project pin');
    },

    /** After the project's demo flag changed (project setup). */
    forgetDemoFlag(projectId: number): void {
      demoFlags.delete(projectId);
    },

    /** The country phone numbers typed on the project are read in (docs/domain.md "Phone numbers"). */
    async country(projectId: number): Promise<string> {
      const country = await repo.findCountry(db, projectId);
      if (country === undefined) throw new NotFoundError(MESSAGES.projectNotFound);
      return country;
    },

    async demoFlag(projectId: number): Promise<boolean | undefined> {
      const hit = demoFlags.get(projectId);
      if (hit && Date.now() - hit.at < DEMO_FLAG_CACHE_MS) return hit.value;
      const value = await repo.findDemoFlag(db, projectId);
      demoFlags.set(projectId, { at: Date.now(), value });
      return value;
    },
  };
}

function toProject(row: repo.ProjectRow): Project {
  return {
    ProjectId: row.project_id,
    Title: row.title,
    AccountId: row.account_id,
    AccountName: row.account_name,
    StartDate: row.start_date,
    EndDate: row.end_date,
    TimeZoneId: row.time_zone_id,
    CountryCode: row.country_code,
    SiteDisplayConst: row.site_display_const,
  };
}
