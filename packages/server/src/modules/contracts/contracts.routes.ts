import {
  AssignCompanyInputSchema,
  CONTRACT_MANAGEMENT_PERMISSIONS,
  CompaniesByProjectQuerySchema,
  CompanyAddResultSchema,
  CompanyAddSchema,
  CompanySchema,
  CompanySearchQuerySchema,
  ContractAddInfoSchema,
  ContractInputSchema,
  ContractManagementListSchema,
  ContractParamsSchema,
  ContractSchema,
  ContractUpdateSchema,
  MarkSubInputSchema,
  ProjectCompanySchema,
  ProjectIdParamsSchema,
  SubContractInputSchema,
} from '@siteline/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { CompaniesService } from './companies.service.ts';
import type { ContractsService } from './contracts.service.ts';

const TAGS = ['contracts'];
const MANAGE = { projectPermission: CONTRACT_MANAGEMENT_PERMISSIONS };
const BASE = '/api/v1/project/:projectId/contract-management';
const ONE = `${BASE}/contracts/:contractId`;

/** Contract management (spec 002 §7: "not shown" paths, designed in the resource style). */
export function contractsRoutes(contracts: ContractsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/contracts`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Prime contracts with their sub contracts, and the project’s divisions',
          params: ProjectIdParamsSchema,
          response: { 200: ContractManagementListSchema },
        },
      },
      (request) => contracts.list(requireAuth(request), request.params.projectId),
    );

    app.get(
      `${BASE}/add-info`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Divisions with their trades and placeholders, and the primes a sub may join',
          params: ProjectIdParamsSchema,
          response: { 200: ContractAddInfoSchema },
        },
      },
      (request) => contracts.addInfo(requireAuth(request), request.params.projectId),
    );

    app.post(
      `${BASE}/prime`,
      {
        config: MANAGE,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Add a prime contract (CompanyId null: a placeholder)',
          params: ProjectIdParamsSchema,
          body: ContractInputSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) => contracts.addPrime(requireAuth(request), request.params.projectId, request.body),
    );

    app.post(
      `${BASE}/sub`,
      {
        config: MANAGE,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Add a sub contract under a prime',
          params: ProjectIdParamsSchema,
          body: SubContractInputSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) => contracts.addSub(requireAuth(request), request.params.projectId, request.body),
    );

    app.get(
      ONE,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'One contract (a prime with its sub contracts)',
          params: ContractParamsSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) =>
        contracts.get(requireAuth(request), request.params.projectId, request.params.contractId),
    );

    app.put(
      ONE,
      {
        config: MANAGE,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Update a contract (trade, division, name, dates, values)',
          params: ContractParamsSchema,
          body: ContractUpdateSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) =>
        contracts.update(
          requireAuth(request),
          request.params.projectId,
          request.params.contractId,
          request.body,
        ),
    );

    app.post(
      `${ONE}/mark-prime`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Make a sub contract a prime',
          params: ContractParamsSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) =>
        contracts.markPrime(
          requireAuth(request),
          request.params.projectId,
          request.params.contractId,
        ),
    );

    app.post(
      `${ONE}/mark-sub`,
      {
        config: MANAGE,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Make a contract a sub of the chosen prime',
          params: ContractParamsSchema,
          body: MarkSubInputSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) =>
        contracts.markSub(
          requireAuth(request),
          request.params.projectId,
          request.params.contractId,
          request.body.ParentContractId,
        ),
    );

    app.post(
      `${ONE}/assign-company`,
      {
        config: MANAGE,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Give a placeholder contract its company',
          params: ContractParamsSchema,
          body: AssignCompanyInputSchema,
          response: { 200: ContractSchema },
        },
      },
      (request) =>
        contracts.assignCompany(
          requireAuth(request),
          request.params.projectId,
          request.params.contractId,
          request.body.CompanyId,
        ),
    );
  };
}

/** The company calls at the spec's paths (spec 002 §7). */
export function companiesRoutes(companies: CompaniesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/company/companies',
      {
        schema: {
          tags: TAGS,
          summary: 'Companies whose name contains companyName (not empty or "#" names)',
          querystring: CompanySearchQuerySchema,
          response: { 200: z.array(CompanySchema) },
        },
      },
      (request) => companies.search(requireAuth(request), request.demo, request.query.companyName),
    );

    app.get(
      '/api/v1/company/companies-by-project',
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Companies by name, each flagged when it has a contract on the project',
          querystring: CompaniesByProjectQuerySchema,
          response: { 200: z.array(ProjectCompanySchema) },
        },
      },
      (request) =>
        companies.searchForProject(
          requireAuth(request),
          request.demo,
          request.query.projectId,
          request.query.companyName,
        ),
    );

    app.post(
      '/api/v1/company/add',
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Add a company; similar names come back as PossibleMatches unless force',
          body: CompanyAddSchema,
          response: { 200: CompanyAddResultSchema },
        },
      },
      (request) => companies.add(requireAuth(request), request.demo, request.body),
    );
  };
}
