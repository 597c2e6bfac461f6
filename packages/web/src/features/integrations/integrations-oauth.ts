/**
 * The provider's sign-in in a popup (spec 000 §3: "a popup sign-in that posts back a code"): the
 * popup ends on /integrations-oauth-callback, which posts the code and state on a same-origin
 * BroadcastChannel and closes. A channel, not `window.opener`: the provider's own pages in between
 * (another origin) may cut the opener link under the browser's opener isolation.
 */
export const OAUTH_CALLBACK_PATH = '/integrations-oauth-callback';
export const OAUTH_CHANNEL = 'siteline-oauth';
/** The server refuses a sign-in older than ten minutes: waiting longer is pointless. */
const SIGN_IN_WAIT_MS = 10 * 60_000;

export interface OAuthAnswer {
  code: string;
  state: string;
}

export function oauthRedirectUri(): string {
  return `${window.location.origin}${OAUTH_CALLBACK_PATH}`;
}

/** Opens the sign-in; answers its code and state, or null if none came within ten minutes. */
export function signInInPopup(authorizeUrl: string): Promise<OAuthAnswer | null> {
  const channel = new BroadcastChannel(OAUTH_CHANNEL);
  window.open(authorizeUrl, 'siteline-sign-in', 'width=520,height=720');
  return new Promise((resolve) => {
    const done = (answer: OAuthAnswer | null) => {
      channel.close();
      window.clearTimeout(timer);
      resolve(answer);
    };
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { code?: string | null; state?: string | null } | null;
      done(data?.code && data.state ? { code: data.code, state: data.state } : null);
    };
    const timer = window.setTimeout(() => done(null), SIGN_IN_WAIT_MS);
  });
}
