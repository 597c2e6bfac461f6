import { defineArea } from '../../lib/area.ts';
import { createCompaniesService } from './companies.service.ts';
import { companiesRoutes, contractsRoutes } from './contracts.routes.ts';
import { createContractsService } from './contracts.service.ts';
import { workforcePlanRoutes } from './workforce-plan.routes.ts';
import { createWorkforcePlanService } from './workforce-plan.service.ts';

/** Contracts and companies (spec 002 contract management) and the workforce plan. */
export const contractsArea = defineArea({
  name: 'contracts',
  services: ({ db }) => ({
    contracts: createContractsService({ db }),
    companies: createCompaniesService({ db }),
    workforcePlan: createWorkforcePlanService({ db }),
  }),
  routes: ({ contracts, companies, workforcePlan }) => [
    contractsRoutes(contracts),
    companiesRoutes(companies),
    workforcePlanRoutes(workforcePlan),
  ],
});
