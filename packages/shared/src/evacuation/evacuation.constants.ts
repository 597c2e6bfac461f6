/**
 * Evacuation's constants (spec 001 §8, 002 §8–§9), apart from its schemas so a route file can
 * read them without bringing zod (decision 0012).
 */

/** spec 002 §9: "Evacuation table page size 10". */
export const EVACUATION_PAGE_SIZE = 10;

/** spec 002 §9: Verified and Outstanding (CurrentEvacuationSessionWorkerStatusId). */
export const EVACUATION_STATUS = { Outstanding: 1, Verified: 2 } as const;

/** The roll call's sort keys (`orderByEvac`); the default is DisplayCompanyName. */
export const EVACUATION_SORTS = [
  'DisplayCompanyName',
  'DisplayName',
  'LocationName',
  'ForemansName',
  'IsVerified',
] as const;
export type EvacuationSort = (typeof EVACUATION_SORTS)[number];

/**
 * The audit log's sort keys (spec 002 §3: `orderByEvac`, default Name): the person an entry is
 * about, its words, its time, who did it. The page address shares `orderByEvac` with the roll
 * call; each reads its own keys and falls back to its default.
 */
export const EVACUATION_AUDIT_SORTS = ['Name', 'Action', 'Time', 'User'] as const;
export type EvacuationAuditSort = (typeof EVACUATION_AUDIT_SORTS)[number];

export const EVACUATION_MESSAGES = {
  /** spec 001 §8. */
  created: 'Evacuation session successfully created',
  finished: 'Evacuation session successfully finished',
  textsSent: 'Text messages sent successfully.',
  // Siteline's own: a server with no SMS provider holds the texts (the audit log says so too).
  textsHeld:
    'No SMS provider is set up on this server: the texts wait unsent and expire after 30 minutes.',
  serverError: 'Server error, please contact your administrator',
  /** spec 002 §8. */
  loadError: 'Data Loading Error',
  syncError:
    'There was an error syncing the update with other people’s machines. Please reload the page',
  // Siteline's own.
  alreadyRunning: 'An evacuation session is already running on this project.',
  notFound: 'The evacuation session was not found.',
  finishedAlready: 'This evacuation session has finished; it can no longer change.',
  personNotFound: 'The person was not found in this session.',
  workerNotFound: 'The worker was not found in this project.',
  workerAlreadyListed: 'The worker is already in this session.',
  stale: 'Someone else changed this person first; their change is shown.',
  versionHeader: 'If-Match must name the version of the person being changed.',
  textTooLong: 'A text message is at most 1600 characters.',
  textEmpty: 'Write the text message first.',
  nameRequired: 'Say who the person is: a name.',
} as const;

/** The longest text (Twilio's limit: 10 segments of 160). */
export const EVACUATION_TEXT_MAX = 1600;
