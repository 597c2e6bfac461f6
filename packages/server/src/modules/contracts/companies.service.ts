import {
  COMPANY_SEARCH_LIMIT,
  CONTRACT_MANAGEMENT_PERMISSIONS,
  CONTRACT_MESSAGES,
  companyMatchKey,
  type Company,
  type CompanyAdd,
  type CompanyAddResult,
  type ProjectCompany,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './contracts.repository.ts';

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** How many names sharing the first word are compared for a possible match. */
const MATCH_CANDIDATES = 200;

function toCompany(row: repo.CompanyRow): Company {
  return { CompanyId: row.company_id, Name: row.name, Url: row.url, Phone: row.phone };
}

/**
 * Companies are global (DOMAIN.md), but a user sees only the companies of the projects where they
 * manage contracts: the calls without a project in their path need that permission on some
 * project, and answer the projects (null: every project, for a provider employee).
 */
function managedProjects(auth: AuthContext, demo: boolean): repo.CompanyReach {
  if (auth.isProviderEmployee) return { projectIds: null, demo };
  const projects = auth.permissions
    .filter((p) => CONTRACT_MANAGEMENT_PERMISSIONS.some((needed) => p.Permissions.includes(needed)))
    .map((p) => p.ProjectId);
  if (projects.length === 0) throw new ForbiddenError(CONTRACT_MESSAGES.companiesNoPermission);
  return { projectIds: projects, demo };
}

/**
 * A possible match of a new name: the same name once case, punctuation and a legal suffix are
 * set aside, or one name the other's start at a word ("Atlas Concrete" and "Atlas Concrete
 * Pumping") — the user decides (spec 002 §5).
 */
export function isPossibleMatch(newName: string, existing: string): boolean {
  const a = companyMatchKey(newName);
  const b = companyMatchKey(existing);
  if (!a || !b) return false;
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}

export function createCompaniesService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** spec 002 §7 `company/companies?companyName=`: the assign-placeholder autocomplete. */
    async search(auth: AuthContext, demo: boolean, companyName: string): Promise<Company[]> {
      const projects = managedProjects(auth, demo);
      const rows = await repo.searchCompanies(db, companyName, COMPANY_SEARCH_LIMIT, projects);
      return rows.map(toCompany);
    },

    /** spec 002 §7 `company/companies-by-project`: the add page's autocomplete. */
    async searchForProject(
      auth: AuthContext,
      demo: boolean,
      projectId: number,
      companyName: string,
    ): Promise<ProjectCompany[]> {
      const rows = await repo.searchCompaniesForProject(
        db,
        projectId,
        companyName,
        COMPANY_SEARCH_LIMIT,
        managedProjects(auth, demo),
      );
      return rows.map((r) => ({ ...toCompany(r), HasContractOnProject: r.has_contract }));
    },

    /**
     * spec 002 §7 `company/add`: without `force`, similar names already on file are answered as
     * PossibleMatches and nothing is created; with it (the user confirmed) the company is made.
     */
    async add(auth: AuthContext, demo: boolean, input: CompanyAdd): Promise<CompanyAddResult> {
      const projects = managedProjects(auth, demo);
      const name = input.name.replace(/\s+/g, ' ');
      if (!input.force) {
        const firstWord = companyMatchKey(name).split(' ')[0] ?? '';
        const candidates = firstWord
          ? await repo.companiesStartingWith(db, firstWord, MATCH_CANDIDATES, projects)
          : [];
        const matches = candidates.filter((c) => isPossibleMatch(name, c.name));
        if (matches.length > 0) {
          return {
            CreatedCompany: null,
            CreatedCompanyId: null,
            PossibleMatches: matches.map(toCompany),
          };
        }
      }
      const row = await repo.insertCompany(db, {
        name,
        url: input.url || null,
        phone: input.phone || null,
      });
      return {
        CreatedCompany: toCompany(row),
        CreatedCompanyId: row.company_id,
        PossibleMatches: [],
      };
    },
  };
}
