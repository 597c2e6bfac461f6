import type { SetupStep } from '@siteline/shared';

/**
 * Where each setup step is done, by project. Data, not markup: a screen that lands later (zones,
 * contracts, the plan) only changes its line here.
 */
export const SETUP_STEP_LINKS: Record<SetupStep, (projectId: number) => string> = {
  zones: (id) => `/project/${id}/zones`,
  entrance: (id) => `/project/${id}/hardware`,
  readers: (id) => `/project/${id}/hardware`,
  placed: (id) => `/project/${id}/hardware`,
  gatewayKey: (id) => `/project/${id}/hardware`,
  access: (id) => `/project/${id}/zones`,
  contracts: (id) => `/project/${id}/contract-management/contracts`,
  plan: (id) => `/project/${id}/contract-management/plan`,
  registrationFields: (id) => `/project/${id}/registrations/fields`,
  documents: (id) => `/project/${id}/registrations/documents`,
  publicAddress: (id) => `/project/${id}/registrations/pin`,
  users: (id) => `/project/${id}/user-management/users`,
};
