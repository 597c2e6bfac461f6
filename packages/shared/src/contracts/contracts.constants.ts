/**
 * Contract management's constants, apart from its schemas so the route table (the web's first
 * load) can read them without zod (decision 0012).
 */

/** Either permission opens contract management (spec 000 §6); only Values sees the money fields. */
export const CONTRACT_MANAGEMENT_PERMISSIONS = [
  'ManageContractsValues',
  'ManageContractsNoValues',
] as const;
