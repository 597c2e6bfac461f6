/** The OAuth client the journeys' server signs in to the stand-in Procore with (support/procore.ts). */
export const E2E_PROCORE_CLIENT = {
  id: 'siteline-test-client',
  secret: 'siteline-test-secret',
};
