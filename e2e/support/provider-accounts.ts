/** The OAuth client the journeys' server signs in to the stand-in Procore with (support/providers.ts). */
export const E2E_PROCORE_CLIENT = {
  id: 'siteline-test-client',
  secret: 'siteline-test-secret',
};

/** The APS app the journeys' server signs in to the stand-in Autodesk with (support/providers.ts). */
export const E2E_AUTODESK_CLIENT = {
  id: 'siteline-aps-client',
  secret: 'siteline-aps-secret',
};
