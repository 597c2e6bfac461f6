/**
 * Integrations' constants (spec 000 §2–§9, 001 §2–§9; docs/domain.md "Integrations"). The
 * notices and texts are the spec's, exactly; the reasons are Siteline's own (the spec shows none).
 */

/** spec 000 §3 "Service provider" AuthenticationType. */
export const AUTHENTICATION_TYPES = ['CLIENTSECRET', 'LOGINPAGE'] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

/**
 * What a provider card offers (its Links, spec 000 §3): 'toggle-on-off' is the spec's switch; the
 * others are the pages a card links to, named by their paths.
 */
export const INTEGRATION_LINK_KINDS = [
  'toggle-on-off',
  'authentication',
  'project-select',
  'contractor-mappings',
  'headcount-history',
  'issues-history',
  'import',
  'file-uploads-history',
] as const;
export type IntegrationLinkKind = (typeof INTEGRATION_LINK_KINDS)[number];

/** spec 001 §4 "Import stepper": the labels, in order, and the path of each step. */
export const IMPORT_STEPS = [
  { label: 'Import', path: 'import' },
  { label: 'Map Contracts', path: 'map-contracts' },
  { label: 'Review', path: 'review' },
  { label: 'Complete', path: 'complete' },
] as const;

/** A schedule file: the spec's "accepted only if the name contains 'xml'", and Siteline's cap. */
export const SCHEDULE_FILE = {
  nameMustContain: 'xml',
  /** A 10 MB schedule is a large one; twice that is refused unread (the reader's own cap too). */
  maxBytes: 20 * 1024 * 1024,
} as const;

/** A schedule file's states in the uploads history. */
export const FILE_IMPORT_STATUSES = ['Uploaded', 'Processed', 'Replaced'] as const;
export type FileImportStatus = (typeof FILE_IMPORT_STATUSES)[number];

/** The uploads history's page size. */
export const FILE_IMPORT_PAGE_SIZE = 25;

export const INTEGRATIONS_MESSAGES = {
  // spec 001 §8 and 000 §8, exactly.
  turnedOn: (provider: string) =>
    `${provider} integration has been turned on but will not be active until setup is complete.`,
  turnedOff: (provider: string) => `${provider} integration has been turned off.`,
  authenticated: (project: string) => `${project} has been successfully authenticated.`,
  mappingsSaved: 'Contractor mappings have been saved successfully.',
  noneMapped: 'No contracts have been mapped',
  allMapped: 'All contracts have been mapped!',
  noneToMap: 'No contracts to be mapped.',
  bestGuessInactive: 'Best-guess mappings are inactive until saved',
  // Siteline's own.
  providerNotFound: 'That provider is not available to this project.',
  notFileProvider: 'This provider does not take schedule files.',
  fileImportNotFound: 'That schedule file was not found on this project.',
  fileNameNotXml: "The file's name must contain 'xml' (a Primavera P6 or Microsoft Project XML).",
  fileEmpty: 'The file is empty.',
  fileTooBig: 'The schedule file is larger than 20 MB.',
  fileNotBase64: 'The file must be base64.',
  wholeProjectOnly:
    'Integrations change the whole project: a member limited to a company cannot open them.',
  contractNotOnProject: 'A contract in the mappings is not on this project.',
  externalNotInFile: 'A mapped resource is not in the schedule file.',
  externalUnknown: "A mapped contract is not one of the provider's.",
  externalTwice: 'Each external contract can be mapped to one contract only.',
  skipWithCode: 'A skipped contract cannot also be mapped.',
  overLimit: (days: number) =>
    `${days} contract-day(s) of this schedule are past the plan's limits (240,000 hours or 10,000 heads a day); nothing was written.`,
  notSwitchedOn: 'Switch the integration on first.',
  notSignedIn: 'Sign in to the provider first.',
  signInStale:
    'That sign-in is not the one under way, or took longer than ten minutes: sign in again.',
  companyUnknown: 'That company is not one the signed-in account can reach.',
  companyFirst: 'Choose the company first.',
  projectUnknown: "That project is not one of the company's.",
  providerFault: 'The provider could not be reached or refused the call; try again in a minute.',
  credentialsRefused:
    'The provider refused that client ID and secret: check them, and that the account is installed in your company.',
  wrongSignIn: 'This provider is not signed in to that way on this server.',
  pushTimeSaved: 'Push time saved.',
  pushTimeTooEarly:
    "Choose a push time at least an hour after the workday starts: the day's figures come in after that.",
  noSample: 'The project has no planned trades ahead to make a sample schedule from.',
  nothingToProcess: 'No resource of this schedule is mapped to a contract: map at least one first.',
} as const;
