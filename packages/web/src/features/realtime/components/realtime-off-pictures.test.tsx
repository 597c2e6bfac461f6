import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { RealtimeOffPictures } from './realtime-off-pictures.tsx';

describe('not on any picture', () => {
  it('says nobody is left out when everyone seen is on a picture, and advises by role', async () => {
    renderWithProviders(
      <RealtimeOffPictures
        projectId={1}
        canPlaceReaders={false}
        canConfigure={false}
        workers={[]}
        unplaced={{
          DoesProjectHaveReadersWithoutZones: true,
          Zones: [{ ProjectZoneId: 9, ZoneName: 'Hoist', ReaderCount: 2 }],
        }}
        timeZoneId="America/New_York"
        now={new Date('2026-03-02T14:12:00Z')}
        onOpenWorker={() => undefined}
      />,
    );
    expect(
      await screen.findByText('Everyone seen in this timeframe is on a picture.'),
    ).toBeTruthy();
    expect(screen.getByText(/Someone who manages zones can place them/)).toBeTruthy();
    expect(screen.getByText(/A realtime administrator can pin them/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
