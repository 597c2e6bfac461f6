// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { EvacuationSessionWorker } from '@siteline/shared';
import {
  enqueue,
  enqueueAdd,
  flushQueue,
  readQueue,
  unsyncedPeople,
  type QueuedChange,
  type SendOutcome,
} from './evacuation-queue.ts';

const PROJECT = 4;
const SESSION = 9;

const serverRow = (id: number, version: number, verified = false): EvacuationSessionWorker => ({
  EvacuationSessionWorkerId: id,
  WorkerId: null,
  DisplayName: 'Pat Walkin',
  DisplayCompanyName: 'Visitor',
  PrimeCompanyName: null,
  SubContractCompanyName: null,
  ContractId: null,
  ForemansName: null,
  Note: null,
  IsVerified: verified,
  IsOnSite: false,
  LocationName: null,
  FilterLocationId: null,
  LastSeenLocal: null,
  EmergencyContactPhoneNumber: null,
  HasPhoneNumber: false,
  CurrentEvacuationSessionWorkerStatusId: verified ? 2 : 1,
  VerifiedBy: null,
  VerifiedLocal: null,
  Version: version,
});

beforeEach(() => localStorage.clear());

describe('the offline queue', () => {
  it('lists a person added offline at once, and sends them before the changes made on them', async () => {
    const row = enqueueAdd(
      PROJECT,
      SESSION,
      { DisplayName: 'Pat Walkin' },
      { name: 'Pat Walkin', company: 'Visitor' },
    );
    expect(row.EvacuationSessionWorkerId).toBeLessThan(0);
    expect(row).toMatchObject({ DisplayName: 'Pat Walkin', IsVerified: false });
    enqueue(PROJECT, SESSION, row, [{ op: 'replace', path: '/IsVerified', value: true }]);
    expect(unsyncedPeople(PROJECT, SESSION)).toEqual(new Set([row.EvacuationSessionWorkerId]));

    const sent: { change: QueuedChange; version: number }[] = [];
    await flushQueue(
      PROJECT,
      (change, version): Promise<SendOutcome> => {
        sent.push({ change, version });
        return Promise.resolve({
          ok: true,
          row: serverRow(77, change.kind === 'add' ? 1 : 2, change.kind !== 'add'),
        });
      },
      () => undefined,
      () => undefined,
    );
    expect(sent.map((s) => [s.change.kind, s.change.personId, s.version])).toEqual([
      ['add', row.EvacuationSessionWorkerId, 0],
      ['patch', 77, 1],
    ]);
    expect(readQueue(PROJECT).filter((c) => c.sessionId === SESSION)).toEqual([]);
  });

  it('keeps the server’s id on the changes left when the network goes again after the add', async () => {
    const row = enqueueAdd(
      PROJECT,
      SESSION,
      { DisplayName: 'Sam Late' },
      { name: 'Sam Late', company: 'Visitor' },
    );
    enqueue(PROJECT, SESSION, row, [{ op: 'replace', path: '/Note', value: 'At the gate' }]);
    await flushQueue(
      PROJECT,
      (change): Promise<SendOutcome> =>
        Promise.resolve(
          change.kind === 'add'
            ? { ok: true, row: serverRow(81, 1) }
            : { ok: false, conflict: false },
        ),
      () => undefined,
      () => undefined,
    );
    const left = readQueue(PROJECT).filter((c) => c.sessionId === SESSION);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ kind: 'patch', personId: 81, baseVersion: 1 });
  });
});
