import type { SetupStep } from '@siteline/shared';

/**
 * Where each setup step is done, by project. Data, not markup: a screen that lands later (zones,
 * contracts, the plan) only changes its line here.
 */
export const SETUP_STEP_LINKS: Record<SetupStep, (projectId: number) => string> = {
  zones: (id) => `/project/${id}/zones`,
  readers: (id) => `/project/${id}/hardware`,
  contracts: (id) => `/project/${id}/contract-management/contracts`,
  plan: (id) => `/project/${id}/contract-management/plan`,
  users: (id) => `/project/${id}/user-management/users`,
};
