import type { Permission, TokenResponse } from '@siteline/shared';
import { bearerFor, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';

/**
 * The engine's small site (Alice holds T-ALICE, Bob T-BOB, T-SPARE is free) with a manager of it,
 * a member without the Tags permission, and a manager of another site; calls under a worker's
 * path; and counts of what a request may have written.
 */
export async function workerBadgesFixture(t: TestApp) {
  const site: Site = await createSite(t.db, 'Badges Site');
  const other: Site = await createSite(t.db, 'Badges Other Site');
  const member = async (projectId: number, permissions: Permission[]) => {
    const user = await createUser(t.db);
    await addMember(t.db, projectId, user.userId, permissions);
    return tokensFor(t.app, user.email, PASSWORD);
  };
  const manager = await member(site.projectId, ['WorkerTags', 'CanDoRegistrations']);
  const viewer = await member(site.projectId, ['WorkerProfile']);
  const outsider = await member(other.projectId, ['WorkerTags', 'CanDoRegistrations']);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    tokens: TokenResponse = manager,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearerFor(url, tokens),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const workerUrl = (workerId: number, rest = '', projectId = site.projectId) =>
    `/api/v1/projects/${projectId}/workers/${workerId}${rest}`;

  const counts = async () => {
    const count = (table: 'worker_tags' | 'tags' | 'worker_changelog' | 'blobs') =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    return {
      workerTags: await count('worker_tags'),
      tags: await count('tags'),
      changelog: await count('worker_changelog'),
      blobs: await count('blobs'),
    };
  };

  return { site, other, member, manager, viewer, outsider, call, workerUrl, counts };
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----siteline${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The first error message of a 4xx answer. */
export function firstError(res: { json: <T>() => T }): string | undefined {
  return res.json<{ errors?: { errorMessage: string }[] }>().errors?.[0]?.errorMessage;
}
