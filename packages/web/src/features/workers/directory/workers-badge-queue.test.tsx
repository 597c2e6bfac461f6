import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RecentRegistration } from '@siteline/shared';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { WorkersBadgeQueue } from './components/workers-badge-queue.tsx';

const PROJECT = 7;
const person = (WorkerId: number, FirstName: string, LastName: string): RecentRegistration => ({
  WorkerId,
  WorkerName: `${FirstName} ${LastName}`,
  FirstName,
  LastName,
  SubContractId: 3,
  CompanyName: 'Acme Builders',
  Trade: 'Concrete',
  RegisteredAt: '2026-11-27T12:00:00Z',
  SelfRegistrationCode: `CODE${WorkerId}`,
  HasBadge: false,
  PossibleDuplicateOf: null,
});

describe('the badge queue', () => {
  it('gives each waiting worker a badge in turn: Enter gives it, a refusal stays, Skip moves on', async () => {
    signIn([PROJECT]);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/photo'))
        return jsonResponse({ PhotoUrl: null, ProfilePictureAspectRatio: null });
      if (url.endsWith('/workers/1/tags') && init?.method === 'POST') {
        return jsonResponse({
          WorkerTagId: 10,
          Tag: 'B-100',
          TagId: 5,
          TagTypeId: 1,
          TagTypeName: 'BLE Badge',
          StartDate: '2026-11-27',
          EndDate: null,
          IsIndefinite: true,
          IsActive: true,
        });
      }
      if (url.endsWith('/workers/2/tags') && init?.method === 'POST') {
        const message =
          'Tag B-100 is held by Ana Ruiz from 2026-11-27, indefinitely. End that assignment first or choose other dates.';
        return jsonResponse({ errors: [{ errorMessage: message, field: 'Tag' }] }, 409);
      }
      return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
    });
    renderWithProviders(
      <WorkersBadgeQueue
        projectId={PROJECT}
        waiting={[person(1, 'Ana', 'Ruiz'), person(2, 'Ben', 'Cole')]}
        open
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('Badge 1 of 2')).toBeTruthy();
    expect(screen.getByText('Ana Ruiz')).toBeTruthy();
    expect(screen.getByText('Code CODE1')).toBeTruthy();
    expect(screen.getByText('Acme Builders · Concrete')).toBeTruthy();
    const input = screen.getByTestId('badge-queue-input');
    fireEvent.change(input, { target: { value: ' B-100 ' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Badge 2 of 2')).toBeTruthy();
    expect(screen.getByTestId('badge-queue-given').textContent).toBe('B-100 given to Ana Ruiz.');
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/workers/1/tags'));
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({
      Tag: 'B-100',
      ValidThroughRange: 'Indefinite',
    });

    // The same badge for Ben: refused, said, and Ben stays in front of the desk.
    const next = screen.getByTestId('badge-queue-input');
    fireEvent.change(next, { target: { value: 'B-100' } });
    fireEvent.submit(next.closest('form')!);
    expect(await screen.findByText(/is held by Ana Ruiz/)).toBeTruthy();
    expect(screen.getByText('Badge 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getByText('Badges given')).toBeTruthy());
  });
});
