import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkerTag } from '@siteline/shared';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { WorkersTagsTab } from './workers-tags-tab.tsx';

const tag = (id: number, text: string, extra: Partial<WorkerTag> = {}): WorkerTag => ({
  WorkerTagId: id,
  Tag: text,
  TagId: id * 10,
  TagTypeId: 1,
  TagTypeName: 'BLE Badge',
  StartDate: '2026-01-05',
  EndDate: null,
  IsIndefinite: true,
  IsActive: true,
  ...extra,
});

const TAGS_URL = '/api/v1/projects/5/workers/7/tags';

beforeEach(() => {
  signIn([5], {
    permissions: [{ ProjectId: 5, Permissions: ['WorkerTags', 'CanDoRegistrations'] }],
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The project's today, not the browser's: a site across the date line from its manager. */
const TODAY = '2031-07-04';

describe('WorkersTagsTab', () => {
  it('lists the tags and offers delete only when the worker has more than one', async () => {
    stubFetch((url) =>
      url.startsWith(TAGS_URL)
        ? jsonResponse({ Tags: [tag(1, 'B-100')], Today: TODAY })
        : jsonResponse([]),
    );
    renderWithProviders(<WorkersTagsTab projectId={5} workerId={7} canEdit />);
    const row = await screen.findByTestId('worker-tag-B-100');
    expect(within(row).getByText('Indefinite')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'End B-100' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete B-100' })).toBeNull();
  });

  it('shows nothing to edit without the permission', async () => {
    stubFetch(() => jsonResponse({ Tags: [tag(1, 'B-100'), tag(2, 'B-200')], Today: TODAY }));
    renderWithProviders(<WorkersTagsTab projectId={5} workerId={7} canEdit={false} />);
    await screen.findByTestId('worker-tag-B-200');
    expect(screen.queryByRole('button', { name: 'Assign tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End/ })).toBeNull();
  });

  it('assigns a tag, indefinite from the project’s today by default, and keeps the holder’s name when refused', async () => {
    const held = 'Tag B-300 is held by Alice Tester from 2026-01-05, indefinitely.';
    const fetch = stubFetch((url, init) => {
      if (url.includes('/tag-types'))
        return jsonResponse([{ TagTypeId: 1, Name: 'BLE Badge', WirelessProtocol: 'BLE' }]);
      if (url.startsWith(TAGS_URL) && init?.method === 'POST') {
        return jsonResponse({ errors: [{ errorMessage: held, field: 'Tag' }] }, 409);
      }
      return jsonResponse({ Tags: [tag(1, 'B-100')], Today: TODAY });
    });
    const { alerts } = renderWithProviders(<WorkersTagsTab projectId={5} workerId={7} canEdit />);
    const shown = vi.spyOn(alerts, 'error');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign tag' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Tag/ }), 'B-300');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Indefinite' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('tag-dialog-error')).textContent).toBe(held);
    expect(shown).toHaveBeenCalledWith('Error saving tag', 12_000);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toMatchObject({
      Tag: 'B-300',
      ValidThroughRange: 'Indefinite',
      StartDateInclusive: TODAY,
      EndDateInclusive: null,
    });
  }, 20_000);

  it('ends a tag by its end date only, and deletes with a confirmation', async () => {
    const fetch = stubFetch((url, init) => {
      if (init?.method === 'PUT') return jsonResponse(tag(2, 'B-200', { EndDate: '2026-02-01' }));
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse({ Tags: [tag(1, 'B-100'), tag(2, 'B-200')], Today: TODAY });
    });
    renderWithProviders(<WorkersTagsTab projectId={5} workerId={7} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'End B-200' }));
    const dialog = screen.getByRole('dialog');
    const date = within(dialog).getByLabelText(/Last date the worker had the tag/);
    await userEvent.type(date, '2026-02-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toContain('/tags/2');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ LastDateWorkerHadTag: '2026-02-01' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete B-100' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  }, 20_000);
});
