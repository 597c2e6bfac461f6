import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  WORKER_BADGES_MESSAGES as M,
  type BadgeTemplate,
  type PhotoUploadResult,
  type WorkerPhoto,
  type WorkerTagList,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTestApp, type TestApp } from '../../../test/app.ts';
import { firstError, multipartFile, workerBadgesFixture } from './workers-badges-fixture.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof workerBadgesFixture>>;
let picture: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  f = await workerBadgesFixture(t);
  // 400 × 300, with EXIF that must not survive.
  picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#c04020' },
  })
    .png()
    .withExif({ IFD0: { Artist: 'Secret Camera Owner' } })
    .toBuffer();
});
afterAll(() => t.close());

function upload(
  bytes: Buffer,
  filename: string,
  contentType: string,
  tokens = f.manager,
  workerId = f.site.workers.alice,
) {
  const body = multipartFile(bytes, filename, contentType);
  const url = f.workerUrl(workerId, '/photo/upload');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearerFor(url, tokens), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('worker photo', () => {
  it('refuses a text file named .jpg, a 20 MB file and no file, writing nothing', async () => {
    const before = await f.counts();
    const text = await upload(
      Buffer.from('not a picture at all\n'.repeat(50)),
      'me.jpg',
      'image/jpeg',
    );
    expect(text.statusCode).toBe(400);
    expect(firstError(text)).toBe(M.photoType);

    // A JPEG signature in front of garbage: still not a picture.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const fakeRes = await upload(fake, 'fake.jpg', 'image/jpeg');
    expect(fakeRes.statusCode).toBe(400);

    const huge = Buffer.concat([picture, Buffer.alloc(20 * 1024 * 1024)]);
    const big = await upload(huge, 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(firstError(big)).toBe(M.photoTooLarge);

    const url0 = f.workerUrl(f.site.workers.alice, '/photo/upload');
    const none = await t.app.inject({
      method: 'POST',
      url: url0,
      headers: { ...bearerFor(url0, f.manager), 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(await f.counts()).toEqual(before);
  });

  it('answers another project’s user and a member without CanDoRegistrations 403', async () => {
    const before = await f.counts();
    expect((await upload(picture, 'a.png', 'image/png', f.outsider)).statusCode).toBe(403);
    expect((await upload(picture, 'a.png', 'image/png', f.viewer)).statusCode).toBe(403);
    expect(await f.counts()).toEqual(before);
  });

  it('uploads, crops and stores a re-encoded photo without metadata', async () => {
    const up = await upload(picture, 'me.png', 'image/png');
    expect(up.statusCode).toBe(200);
    const uploaded = up.json<PhotoUploadResult>();
    expect(uploaded).toMatchObject({ Width: 400, Height: 300 });
    expect(uploaded.PhotoUrl).toBe(`/api/v2/downloads/file?uid=${uploaded.BlobUid}`);

    const before = await f.counts();
    const url = f.workerUrl(f.site.workers.alice, '/photo');
    const outside = await f.call('PUT', url, f.manager, {
      BlobUid: uploaded.BlobUid,
      CropData: { X: 200, Y: 0, Width: 300, Height: 300 },
    });
    expect(outside.statusCode).toBe(400);
    expect(firstError(outside)).toBe(M.cropOutside);
    const negative = await f.call('PUT', url, f.manager, {
      BlobUid: uploaded.BlobUid,
      CropData: { X: -1, Y: 0, Width: 10, Height: 10 },
    });
    expect(negative.statusCode).toBe(400);
    const foreign = await f.call('PUT', url, f.outsider, {
      BlobUid: uploaded.BlobUid,
      CropData: { X: 0, Y: 0, Width: 10, Height: 10 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await f.counts()).toEqual(before);

    const res = await f.call('PUT', url, f.manager, {
      BlobUid: uploaded.BlobUid,
      CropData: { X: 50, Y: 0, Width: 240, Height: 300 },
    });
    expect(res.statusCode).toBe(200);
    const photo = res.json<WorkerPhoto>();
    expect(photo.ProfilePictureAspectRatio).toBe(0.8);
    expect((await f.call('GET', url, f.viewer)).json<WorkerPhoto>()).toEqual(photo);

    const file = await f.call('GET', photo.PhotoUrl!, f.viewer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('Secret Camera Owner');

    // The upload is gone once used; the changelog says the photo changed.
    const again = await f.call('PUT', url, f.manager, {
      BlobUid: uploaded.BlobUid,
      CropData: { X: 0, Y: 0, Width: 10, Height: 10 },
    });
    expect(again.statusCode).toBe(400);
    const log = await t.db
      .selectFrom('worker_changelog')
      .select(['field_name', 'new_value'])
      .where('worker_id', '=', f.site.workers.alice)
      .execute();
    expect(log).toContainEqual({ field_name: 'Photo', new_value: 'New photo' });

    // Only members of the project read it; to anyone else it does not exist.
    const outsider = await f.call('GET', photo.PhotoUrl!, f.outsider);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.rawPayload.subarray(0, 3)).not.toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe('abandoned photo uploads', () => {
  it('are swept once a day old; a fresh upload and stored photos stay', async () => {
    const old = (await upload(picture, 'old.png', 'image/png')).json<PhotoUploadResult>();
    const fresh = (await upload(picture, 'new.png', 'image/png')).json<PhotoUploadResult>();
    await t.db
      .updateTable('blobs')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('blob_uid', '=', old.BlobUid)
      .execute();
    const photos = await t.db
      .selectFrom('blobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '!=', 'photo-upload')
      .executeTakeFirstOrThrow();
    expect(await t.app.services.workersPhoto.sweepUploads()).toBe(1);
    const left = await t.db.selectFrom('blobs').select('blob_uid').execute();
    const uids = left.map((r) => r.blob_uid);
    expect(uids).not.toContain(old.BlobUid);
    expect(uids).toContain(fresh.BlobUid);
    const after = await t.db
      .selectFrom('blobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '!=', 'photo-upload')
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(photos.n);
  });
});

describe('worker badge', () => {
  it('has a default template per project, even a new one', async () => {
    const res = await f.call('GET', `/api/v1/projects/${f.site.projectId}/badge-templates`);
    const templates = res.json<BadgeTemplate[]>();
    expect(templates.map(({ Name, IsDefault }) => ({ Name, IsDefault }))).toEqual([
      { Name: 'Standard badge', IsDefault: true },
    ]);
  });

  it('prints a PDF badge with the name, company, trade and tag; only members download it', async () => {
    const [template] = (
      await f.call('GET', `/api/v1/projects/${f.site.projectId}/badge-templates`)
    ).json<BadgeTemplate[]>();
    const [tag] = (
      await f.call('GET', f.workerUrl(f.site.workers.alice, '/tags'))
    ).json<WorkerTagList>().Tags;
    const url = f.workerUrl(f.site.workers.alice, '/badges');

    const before = await f.counts();
    const bad = [
      { ProjectBadgeTemplateId: 999_999, WorkerTagId: tag!.WorkerTagId },
      { ProjectBadgeTemplateId: template!.ProjectBadgeTemplateId, WorkerTagId: 999_999 },
      { ProjectBadgeTemplateId: 'x', WorkerTagId: tag!.WorkerTagId },
    ];
    for (const payload of bad) {
      expect((await f.call('POST', url, f.manager, payload)).statusCode).toBe(400);
    }
    const other = await f.call('POST', url, f.outsider, {
      ProjectBadgeTemplateId: template!.ProjectBadgeTemplateId,
      WorkerTagId: tag!.WorkerTagId,
    });
    expect(other.statusCode).toBe(403);
    expect(await f.counts()).toEqual(before);

    const res = await f.call('POST', url, f.manager, {
      ProjectBadgeTemplateId: template!.ProjectBadgeTemplateId,
      WorkerTagId: tag!.WorkerTagId,
    });
    expect(res.statusCode).toBe(200);
    const { uid } = res.json<{ uid: string }>();

    const file = await f.call('GET', `/api/v2/downloads/file?uid=${uid}`, f.viewer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Badge – Alice Tester');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Alice Tester');
    expect(text).toContain('Badges Site Electric');
    expect(text).toContain('Electrical');
    expect(text).toContain(tag!.Tag);
    // The photo is on it.
    expect(file.rawPayload.toString('latin1')).toContain('/DCTDecode');

    // To another project's user the file does not exist (404, as an unknown uid).
    const outsider = await f.call('GET', `/api/v2/downloads/file?uid=${uid}`, f.outsider);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.rawPayload.toString('latin1')).not.toContain('%PDF');
    const missing = await f.call('GET', '/api/v2/downloads/file?uid=not-a-uid', f.viewer);
    expect(missing.statusCode).toBe(400);
    const unknown = await f.call(
      'GET',
      '/api/v2/downloads/file?uid=00000000-0000-4000-8000-000000000000',
      f.viewer,
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v2/downloads/file?uid=${uid}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
