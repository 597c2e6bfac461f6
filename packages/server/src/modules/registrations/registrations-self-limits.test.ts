import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_REGISTRATION_LIMITS, type SelfRegistrationForm } from '@siteline/shared';
import { buildTestApp, nextAddress, type TestApp } from '../../../test/app.ts';
import { registrationsFixture, samplePdf } from './registrations-fixture.ts';

// The public self-registration routes' throttles, per address (docs/domain.md "Self-registration").
let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
const PIN = 'LIMT7K2Q';

let posts = 0;
const publicCall = (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  if (method === 'POST') posts += 1;
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t, PIN);
  const pdf = await samplePdf();
  const res = await f.call('POST', '/api/v2/projects/{id}/documents', {
    payload: {
      displayName: 'Site rules',
      attachment: {
        displayName: 'Site rules',
        mimeType: 'application/pdf',
        encoding: 'base64',
        file: pdf.toString('base64'),
        originalFilename: 'site-rules.pdf',
      },
    },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the page’s limits', () => {
  it('gives one address one budget of reads for the form and its documents together', async () => {
    const remoteAddress = nextAddress();
    const read = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    const formUrl = `/api/v1/public/registrations/${PIN}`;
    const form = (await read(formUrl)).json<SelfRegistrationForm>();
    const documentUrl = form.Documents[0]!.FileUrl;
    const answers: number[] = [];
    for (let i = 1; i < SELF_REGISTRATION_LIMITS.readsPerMinute; i += 1) {
      answers.push((await read(i % 2 ? documentUrl : formUrl)).statusCode);
    }
    expect(answers.every((code) => code === 200)).toBe(true);
    expect((await read(documentUrl)).statusCode).toBe(429);
    expect((await read(formUrl)).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await t.app.inject({ method: 'GET', url: formUrl })).statusCode).toBe(200);
  });

  it('takes ten registrations from one address in ten minutes, then asks it to wait', async () => {
    let refusedAt = 0;
    while (refusedAt === 0 && posts < 20) {
      const res = await publicCall('POST', `/api/v1/public/registrations/${PIN}`, {});
      if (res.statusCode === 429) refusedAt = posts;
      else expect(res.statusCode).toBe(400);
    }
    expect(refusedAt).toBe(11);
  });
});
