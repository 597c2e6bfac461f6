import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { ZonesParam } from './report-params.tsx';

const zone = (id: number, name: string, parent: number | null, archived = false) => ({
  ProjectZoneId: id,
  ZoneName: name,
  ParentProjectZoneId: parent,
  IsArchived: archived,
  IsSiteEntranceExit: false,
});

beforeEach(() => {
  signIn([1]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the zone report’s zone picker', () => {
  it('lists the zones under their parents, leaves archived ones out, and picks several', async () => {
    stubFetch(() =>
      jsonResponse({
        data: [
          zone(3, 'Level 10', 1),
          zone(1, 'Tower', null),
          zone(2, 'Level 2', 1),
          zone(4, 'Old laydown', null, true),
          zone(5, 'Yard', null),
        ],
      }),
    );
    const picked: number[][] = [];
    renderWithProviders(
      <ZonesParam projectId={1} value={[2]} onChange={(ids) => picked.push(ids)} />,
    );
    const field = screen.getByRole('combobox', { name: 'Zones' });
    await screen.findByText('Level 2');
    fireEvent.mouseDown(field);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Tower', 'Level 2', 'Level 10', 'Yard']);
    fireEvent.click(options[3]!);
    expect(picked).toEqual([[2, 5]]);
  });

  it('says the whole site when nothing is picked', async () => {
    const calls = stubFetch(() => jsonResponse({ data: [zone(1, 'Tower', null)] }));
    renderWithProviders(<ZonesParam projectId={1} value={[]} onChange={() => undefined} />);
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(screen.getByRole('combobox', { name: 'Zones' }).textContent).toBe('Whole site');
  });
});
