import { PERMISSIONS } from '@siteline/shared';
import { postgresBlobStore } from '../../db/blob-store.ts';
import { tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite } from '../../../test/engine-fixture.ts';
import { PASSWORD, createUser } from '../../../test/factories.ts';
import { samplePdf } from '../registrations/registrations-fixture.ts';

/**
 * The engine's small site (Alice and Bob on the one company's contracts) with Dave, of another
 * company, who holds a badge, a photo, a printed badge, an upload, a contact-tracing report and
 * a signed copy; and a member holding every permission, limited to Alice's company.
 */
export async function workersWallFixture(t: TestApp) {
  const site = await createSite(t.db, 'Wall Site');
  const other = await t.db
    .insertInto('companies')
    .values({ name: 'Wall Drywall Co' })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  const drywall = await t.db
    .insertInto('contracts')
    .values({
      project_id: site.projectId,
      company_id: other.company_id,
      trade: 'Drywall',
      display_name: 'Drywall',
    })
    .returning('contract_id')
    .executeTakeFirstOrThrow();
  const dave = (
    await t.db
      .insertInto('workers')
      .values({
        project_id: site.projectId,
        contract_id: drywall.contract_id,
        first_name: 'Dave',
        last_name: 'Other',
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow()
  ).worker_id;
  const tag = await t.db
    .insertInto('tags')
    .values({ project_id: site.projectId, tag: 'T-DAVE', tag_type_id: 1 })
    .returning('tag_id')
    .executeTakeFirstOrThrow();
  const daveTag = (
    await t.db
      .insertInto('worker_tags')
      .values({
        project_id: site.projectId,
        worker_id: dave,
        tag_id: tag.tag_id,
        start_date: '2026-01-01',
      })
      .returning('worker_tag_id')
      .executeTakeFirstOrThrow()
  ).worker_tag_id;
  const put = (kind: 'photo' | 'badge' | 'photo-upload' | 'report', mimeType: string) =>
    postgresBlobStore.put(t.db, {
      projectId: site.projectId,
      kind,
      workerId: dave,
      mimeType,
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
  const blobs = {
    photo: await put('photo', 'image/jpeg'),
    badge: await put('badge', 'application/pdf'),
    upload: await put('photo-upload', 'image/jpeg'),
    report: await put('report', 'application/octet-stream'),
  };
  await t.db
    .insertInto('report_files')
    .values({
      project_id: site.projectId,
      blob_uid: blobs.report,
      permission: 'ViewWorkerTimesheets',
      file_name: 'contact-tracing.xlsx',
    })
    .execute();
  await t.db
    .updateTable('workers')
    .set({ photo_blob_uid: blobs.photo })
    .where('worker_id', '=', dave)
    .execute();
  const document = await postgresBlobStore.put(t.db, {
    projectId: site.projectId,
    kind: 'registration-document',
    mimeType: 'application/pdf',
    data: await samplePdf(),
  });
  const registrationDocument = await t.db
    .insertInto('registration_documents')
    .values({
      project_id: site.projectId,
      blob_uid: document,
      display_name: 'Safety rules',
      original_filename: 'safety-rules.pdf',
      byte_size: 1,
    })
    .returning('registration_document_id')
    .executeTakeFirstOrThrow();
  const copy = await postgresBlobStore.put(t.db, {
    projectId: site.projectId,
    kind: 'signed-document',
    workerId: dave,
    mimeType: 'application/pdf',
    data: await samplePdf(),
  });
  const daveSigned = (
    await t.db
      .insertInto('worker_signed_documents')
      .values({
        project_id: site.projectId,
        worker_id: dave,
        registration_document_id: registrationDocument.registration_document_id,
        blob_uid: copy,
        display_name: 'Safety rules',
        signed_at: new Date('2026-11-20T12:12:30Z'),
        signature_date_time_local: '2026-11-20 07:12:30',
      })
      .returning('worker_signed_document_id')
      .executeTakeFirstOrThrow()
  ).worker_signed_document_id;

  // Every permission there is, limited to the company of Alice's contract.
  const { company_id } = await t.db
    .selectFrom('contracts')
    .select('company_id')
    .where('contract_id', '=', site.contracts.electrical)
    .executeTakeFirstOrThrow();
  const role = await t.db
    .insertInto('roles')
    .values({ project_id: site.projectId, name: 'Everything, one company', level: 50 })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_permissions')
    .values(PERMISSIONS.map((permission) => ({ role_id: role.role_id, permission })))
    .execute();
  const user = await createUser(t.db);
  await t.db
    .insertInto('project_memberships')
    .values({
      project_id: site.projectId,
      user_id: user.userId,
      role_id: role.role_id,
      company_id,
    })
    .execute();
  const limited = await tokensFor(t.app, user.email, PASSWORD);
  return { site, alice: site.workers.alice, dave, daveTag, daveSigned, blobs, limited };
}
