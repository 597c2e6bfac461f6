/**
 * The import's constants the web app's route table needs (the address of stage two), apart from
 * its zod schemas, so the first load carries these few words and not the schemas.
 */

/** Which rows a page of stage two lists. */
export const REGISTRATION_IMPORT_ROW_FILTERS = ['all', 'valid', 'pending', 'error'] as const;
export type RegistrationImportRowFilter = (typeof REGISTRATION_IMPORT_ROW_FILTERS)[number];
