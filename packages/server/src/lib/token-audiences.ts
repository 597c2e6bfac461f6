/**
 * The access_token is for the first API, `jwt` for the second (spec 000 §7); both are ours. Here,
 * below the areas, because the request hook (lib/authenticate.ts) picks one by path and the auth
 * area signs with them.
 */
export const AUDIENCES = { api: 'siteline-api', apiV2: 'siteline-api-v2' } as const;

export type Audience = (typeof AUDIENCES)[keyof typeof AUDIENCES];
