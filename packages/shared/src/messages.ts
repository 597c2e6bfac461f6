/**
 * User-facing texts the spec gives exactly (spec 000 §8, spec 002 §8). Server and web both use
 * these, so the wording cannot drift.
 */
export const MESSAGES = {
  loginFailed: 'There was a problem logging you in.',
  serverError: 'Server error, please contact your administrator',
  invalidCredentials: 'The user name or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyResetRequests:
    'Too many password reset requests. Please wait a few minutes and try again.',
  visibilityOnly: 'visibility_only_user',
  userDisabled: 'This account has been disabled. Please contact your administrator.',
  invalidRefreshToken: 'The refresh token is invalid or has expired.',
  resetRequested:
    'If an account exists for that e-mail address, a link to reset the password has been sent.',
  resetKeyInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset.',
  /** An invitation's link used: the first password, not a reset. */
  passwordSet: 'Your password is set. Welcome to Siteline.',
  accessRequested:
    'Thank you. Your request has been sent; someone from the support team will contact you.',
  accessRequestFailed: 'There was an error sending your request. Please try again.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current password.',
  passwordChanged: 'Your password has been changed.',
  unauthorized: 'Authentication is required.',
  forbidden: 'You do not have permission for this project.',
  notFound: 'Not found.',
  projectNotFound: 'The project was not found.',
} as const;

/** Alert types and durations of spec 000 §8 and spec 002 §9. */
export const ALERT_TYPE = { success: 1, info: 2, warning: 3, error: 4 } as const;
export type AlertType = (typeof ALERT_TYPE)[keyof typeof ALERT_TYPE];
export const ALERT_DURATION_MS = {
  default: 10_000,
  serverError: 6_000,
  errorList: 5_000,
  errorListRegistration: 12_000,
  accessRequestSuccess: 5_000,
  accessRequestFailure: 4_000,
  passwordChangeErrors: 3_000,
  /** spec 001 §8: integrations show a list of errors one alert per string. */
  errorListIntegrations: 4_000,
} as const;

/** Timings of spec 000 §4 and §9. */
export const TIMINGS_MS = {
  loginButtonReset: 2_000,
  loginRedirect: 1_000,
  resetRequestRedirect: 2_000,
  resetAutoLogin: 1_500,
  loadingIndicatorCap: 60_000,
  projectListCache: 30_000,
} as const;
