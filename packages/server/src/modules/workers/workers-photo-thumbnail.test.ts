import sharp from 'sharp';
import {
  WORKER_BADGES_MESSAGES as M,
  type PhotoUploadResult,
  type WorkerListResponse,
  type WorkerPhoto,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTestApp, type TestApp } from '../../../test/app.ts';
import { firstError, multipartFile, workerBadgesFixture } from './workers-badges-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof workerBadgesFixture>>;

/** Alice gets a photo (400 × 300 uploaded, 240 × 300 kept) before the list is read. */
beforeAll(async () => {
  t = await buildTestApp();
  f = await workerBadgesFixture(t);
  const picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#2050c0' },
  })
    .png()
    .toBuffer();
  const body = multipartFile(picture, 'me.png', 'image/png');
  const url = f.workerUrl(f.site.workers.alice, '/photo/upload');
  const up = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearerFor(url, f.manager), 'content-type': body.contentType },
    payload: body.payload,
  });
  const uploaded = up.json<PhotoUploadResult>();
  const cropped = await f.call('PUT', f.workerUrl(f.site.workers.alice, '/photo'), f.manager, {
    BlobUid: uploaded.BlobUid,
    CropData: { X: 50, Y: 0, Width: 240, Height: 300 },
  });
  expect(cropped.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('worker photo thumbnail', () => {
  it('shows in the basic list as a 96 px thumbnail at an address that changes with the photo', async () => {
    const list = await f.call(
      'GET',
      `/api/v1/projects/${f.site.projectId}/workers?limit=150`,
      f.viewer,
    );
    expect(list.statusCode).toBe(200);
    const items = list.json<WorkerListResponse>().items;
    const alice = items.find((w) => w.workerId === f.site.workers.alice);
    const photo = (
      await f.call('GET', f.workerUrl(f.site.workers.alice, '/photo'), f.viewer)
    ).json<WorkerPhoto>();
    const photoUid = new URL(photo.PhotoUrl!, 'http://x').searchParams.get('uid');
    expect(alice?.photoUrl).toBe(
      f.workerUrl(f.site.workers.alice, `/photo/thumbnail?v=${photoUid}`),
    );
    // Workers without a photo have none.
    expect(
      items.filter((w) => w.workerId !== f.site.workers.alice).every((w) => w.photoUrl === null),
    ).toBe(true);

    const thumb = await f.call('GET', alice!.photoUrl!, f.viewer);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 77, height: 96 });

    const other = items.find((w) => w.workerId !== f.site.workers.alice)!;
    const none = await f.call('GET', f.workerUrl(other.workerId, '/photo/thumbnail'), f.viewer);
    expect(none.statusCode).toBe(404);
    expect(firstError(none)).toBe(M.noPhoto);
    const foreign = await f.call('GET', alice!.photoUrl!, f.outsider);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).not.toBe('image/jpeg');
    const badVersion = await f.call(
      'GET',
      f.workerUrl(f.site.workers.alice, '/photo/thumbnail?v=not-a-uid'),
      f.viewer,
    );
    expect(badVersion.statusCode).toBe(400);
  });
});
