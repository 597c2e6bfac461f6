// The auth area's constants, apart from its zod schemas so that the web app can read them
// without bringing zod into its first load (the token client reads them). Exported by the index.

/** The web app's OAuth client id (issue 2). */
export const WEB_CLIENT_ID = 'siteline-web';

/** Access-token lifetime: spec 000 §9 "session length 30", in minutes. */
export const SESSION_LENGTH_MINUTES = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
} as const;

/** The error_description that sends a visibility-only user to the support article. */
export const VISIBILITY_ONLY_ERROR = 'visibility_only_user';

/** Share of page loads whose timings are reported (spec 000: trace sample rate 0.2). */
export const TRACE_SAMPLE_RATE = 0.2;
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
