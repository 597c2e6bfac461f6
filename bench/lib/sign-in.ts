import { WEB_CLIENT_ID } from '../../packages/shared/src/index.ts';
import type { Database } from '../../packages/server/src/db/database.ts';

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

/**
 * The demo's Manager made an ordinary, unlimited member (role 2, Manager) of a generated
 * project, so the benchmark's calls are a manager's.
 */
export async function addManager(db: Database, projectId: number): Promise<void> {
  const manager = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'manager@siteline.example')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('project_memberships')
    .values({ project_id: projectId, user_id: manager.user_id, role_id: 2 })
    .execute();
}
