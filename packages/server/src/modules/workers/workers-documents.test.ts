import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerSignedDocument } from '@siteline/shared';
import { postgresBlobStore } from '../../db/blob-store.ts';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { registrationsFixture, samplePdf } from '../registrations/registrations-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
let workerId: number;
let reader: Awaited<ReturnType<typeof tokensFor>>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
  workerId = (
    await t.db
      .insertInto('workers')
      .values({
        project_id: f.projectId,
        contract_id: f.acmeContract,
        first_name: 'Ana',
        last_name: 'Ruiz',
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow()
  ).worker_id;
  const pdf = await samplePdf();
  for (const [name, local] of [
    ['Site safety rules', '2026-11-20 07:12:30'],
    ['Drug and alcohol policy', '2026-11-20 07:13:05'],
  ] as const) {
    const blobUid = await postgresBlobStore.put(t.db, {
      projectId: f.projectId,
      kind: 'signed-document',
      workerId,
      mimeType: 'application/pdf',
      data: pdf,
    });
    await t.db
      .insertInto('worker_signed_documents')
      .values({
        project_id: f.projectId,
        worker_id: workerId,
        registration_document_id: null,
        display_name: name,
        blob_uid: blobUid,
        signed_at: new Date(`${local.replace(' ', 'T')}-05:00`),
        signature_date_time_local: local,
      })
      .execute();
  }
  const user = await createUser(t.db);
  await addMember(t.db, f.projectId, user.userId, ['WorkerDocuments']);
  reader = await tokensFor(t.app, user.email, PASSWORD);
});
afterAll(() => t.close());

describe('the worker’s signed documents', () => {
  it('lists each with its local signature time, newest first, and hands out the PDF', async () => {
    const res = await f.call('GET', `/api/v1/projects/{id}/workers/${workerId}/documents`, {
      tokens: reader,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<WorkerSignedDocument[]>();
    expect(list.map((d) => [d.DisplayName, d.SignatureDateTimeLocal])).toEqual([
      ['Drug and alcohol policy', '2026-11-20T07:13:05'],
      ['Site safety rules', '2026-11-20T07:12:30'],
    ]);
    const file = await f.call('GET', list[0]!.FileUrl, { tokens: reader });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is behind WorkerDocuments and the project wall', async () => {
    const path = `/api/v1/projects/{id}/workers/${workerId}/documents`;
    expect((await f.call('GET', path, { tokens: f.viewer.tokens })).statusCode).toBe(403);
    const stranger = await f.call('GET', path, { tokens: f.stranger.tokens });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('Site safety');
    // Through the other project's own path the worker is not there.
    const across = await f.call('GET', path, {
      tokens: f.stranger.tokens,
      project: f.otherProjectId,
    });
    expect(across.statusCode).toBe(403);
  });

  it('refuses ids out of range and answers 404 for another worker’s copy', async () => {
    expect(
      (
        await f.call('GET', `/api/v1/projects/{id}/workers/99999999999/documents`, {
          tokens: reader,
        })
      ).statusCode,
    ).toBe(400);
    const res = await f.call(
      'GET',
      `/api/v1/projects/{id}/workers/${workerId + 1000}/documents/1/file`,
      {
        tokens: reader,
      },
    );
    expect(res.statusCode).toBe(404);
  });
});
