import { WEB_CLIENT_ID } from '../../packages/shared/src/index.ts';

/** A user's access token through the password grant, as the web app asks for it. */
export async function signIn(
  url: string,
  email: string,
  password = 'siteline-demo',
): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      client_id: WEB_CLIENT_ID,
    }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
