import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfRegistrationSubmit } from '@siteline/shared';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture } from './registrations-fixture.ts';

// The same person registering twice is flagged for the office, also when both arrive at once
// (a double tap, two phones) and when the number is written another way (issue 43).
let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
const PIN = 'TWC7K2QH';

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t, PIN);
});
afterAll(() => t.close());

const submit = (fields: Record<string, string>) => {
  const body: SelfRegistrationSubmit = {
    Language: 'english',
    CompanyId: f.acme,
    ContractId: null,
    Fields: fields,
    Signatures: [],
    Photo: null,
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/public/registrations/${PIN}`,
    payload: body,
  });
};

const flags = (lastName: string) =>
  t.db
    .selectFrom('workers')
    .select(['worker_id', 'possible_duplicate_of'])
    .where('project_id', '=', f.projectId)
    .where('last_name', '=', lastName)
    .orderBy('worker_id')
    .execute();

describe('a person who registers twice', () => {
  it('is flagged once when both registrations arrive at once', async () => {
    const fields = { FirstName: 'Tomás', LastName: 'Twice', Telephone: '(718) 555-0199' };
    const answers = await Promise.all([submit(fields), submit(fields)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [first, second] = await flags('Twice');
    expect(first?.possible_duplicate_of).toBeNull();
    expect(second?.possible_duplicate_of).toBe(first?.worker_id);
  });

  it('is flagged when the number is written another way', async () => {
    expect(
      (await submit({ FirstName: 'Ana', LastName: 'Again', Telephone: '718-555-0177' })).statusCode,
    ).toBe(201);
    expect(
      (await submit({ FirstName: 'Ana', LastName: 'Again', Telephone: '+1 (718) 555 0177' }))
        .statusCode,
    ).toBe(201);
    const [first, second] = await flags('Again');
    expect(second?.possible_duplicate_of).toBe(first?.worker_id);
  });
});
