import { EvacuationAuditQuerySchema } from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { auditOrder } from './evacuation-audit.ts';

// spec 002 §3: the audit log's orders; the API test (evacuation.test.ts) reads them from the server.
const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 8, minute));
const entries = [
  {
    id: 1,
    message: 'Started the session',
    at: at(0),
    user: 'Zoe Admin',
    personId: null,
    name: null,
  },
  {
    id: 2,
    message: 'Verified Émile Roy',
    at: at(1),
    user: 'Al Boss',
    personId: 7,
    name: 'Émile Roy',
  },
  {
    id: 3,
    message: 'Verified Ana Diaz',
    at: at(2),
    user: 'Zoe Admin',
    personId: 5,
    name: 'Ana Diaz',
  },
  { id: 4, message: 'Added Ana Diaz', at: at(2), user: 'Al Boss', personId: 5, name: 'Ana Diaz' },
  { id: null, message: 'Not texted', at: at(2), user: 'Siteline', personId: null, name: null },
];
const order = (sort: 'Name' | 'Action' | 'Time' | 'User', reverse = false) =>
  [...entries].sort(auditOrder(sort, reverse)).map((e) => e.id);

describe('the evacuation audit log’s order', () => {
  it('sorts by Name by default: the session’s entries first, then each person’s in time order', () => {
    expect(EvacuationAuditQuerySchema.parse({})).toEqual({
      orderByEvac: 'Name',
      reverseEvac: false,
    });
    // Accents do not count (Émile after Ana, before Z); equal instants keep their writing order,
    // the outbox's entries after the people's.
    expect(order('Name')).toEqual([1, null, 3, 4, 2]);
    expect(order('Name', true)).toEqual([2, 4, 3, null, 1]);
  });

  it('sorts by time, action or user, then by time', () => {
    expect(order('Time')).toEqual([1, 2, 3, 4, null]);
    expect(order('Action')).toEqual([4, null, 1, 3, 2]);
    expect(order('User')).toEqual([2, 4, null, 1, 3]);
  });

  it('refuses a sort it does not know', () => {
    const wrong = EvacuationAuditQuerySchema.safeParse({
      orderByEvac: 'Zone',
      reverseEvac: 'maybe',
    });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      'orderByEvac must be one of Name, Action, Time, User.',
      'reverseEvac must be true or false.',
    ]);
  });
});
