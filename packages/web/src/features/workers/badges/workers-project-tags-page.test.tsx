import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ProjectTag,
  ProjectTagsResponse,
} from '@siteline/shared/workers/workers-project-tags.schemas';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { WorkersProjectTagsPage } from './workers-project-tags-page.tsx';

const tag = (id: number, text: string, extra: Partial<ProjectTag> = {}): ProjectTag => ({
  TagId: id,
  Tag: text,
  TagTypeId: 1,
  TagTypeName: 'BLE Badge',
  SuppliedByProvider: true,
  IsActive: true,
  Holder: null,
  LastSeenDate: null,
  ...extra,
});

const answer = (Tags: ProjectTag[]): ProjectTagsResponse => ({
  Today: '2026-12-06',
  Counts: { All: 12, ProviderOnly: 11, AssignedOnly: 9, UnassignedOnly: 3 },
  Tags,
});

beforeEach(() => signIn([5], { permissions: [{ ProjectId: 5, Permissions: ['WorkerTags'] }] }));
afterEach(() => vi.unstubAllGlobals());

describe('WorkersProjectTagsPage', () => {
  it('asks the server for the chosen filter, counts each, and names who holds a badge', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(
        answer([
          tag(1, 'B-100', {
            Holder: {
              WorkerId: 7,
              WorkerName: 'Ana Ruiz',
              CompanyName: 'Ruiz Electric',
              StartDate: '2026-03-02',
              EndDate: null,
            },
            LastSeenDate: '2026-12-04',
          }),
          tag(2, 'B-200', { IsActive: false }),
        ]),
      ),
    );
    const onFilterChange = vi.fn();
    const onOpenWorker = vi.fn();
    renderWithProviders(
      <WorkersProjectTagsPage
        projectId={5}
        filter="AssignedOnly"
        onFilterChange={onFilterChange}
        onOpenWorker={onOpenWorker}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Badges' });
    const held = (await within(table).findByText('B-100')).closest('tr')!;
    expect(within(held).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(held).getByText('03/02/2026')).toBeTruthy();
    expect(within(held).getByText('12/04/2026')).toBeTruthy();
    const spare = within(table).getByText('B-200').closest('tr')!;
    expect(within(spare).getByText('Nobody')).toBeTruthy();
    expect(within(spare).getByText('Never')).toBeTruthy();
    expect(within(spare).getByText('Off')).toBeTruthy();
    await userEvent.click(within(held).getByText('Ana Ruiz'));
    expect(onOpenWorker).toHaveBeenCalledWith(7);
    expect(fetch.mock.calls[0]?.[0]).toContain('/api/v1/projects/5/tags?filter=AssignedOnly');

    const filters = screen.getByRole('group', { name: 'Tag filter' });
    expect(
      within(filters)
        .getByRole('button', { name: 'Assigned only (9)' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Provider-only (11)' }));
    expect(onFilterChange).toHaveBeenCalledWith('ProviderOnly');
    expect(within(filters).getByRole('button', { name: 'All (12)' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'Unassigned only (3)' })).toBeTruthy();
  });

  it('says why the list is empty for the filter chosen', async () => {
    stubFetch(() => jsonResponse(answer([])));
    renderWithProviders(
      <WorkersProjectTagsPage
        projectId={5}
        filter="UnassignedOnly"
        onFilterChange={() => undefined}
        onOpenWorker={() => undefined}
      />,
    );
    expect(await screen.findByText('Every badge is held by a worker today.')).toBeTruthy();
  });
});
