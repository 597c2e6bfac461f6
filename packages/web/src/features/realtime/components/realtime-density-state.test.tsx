import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { RealtimeDensityAlert, RealtimeLastSeenWorker } from '@siteline/shared';
import { RealtimePin } from './realtime-pin.tsx';
import { RealtimeZoneCard } from './realtime-zone-card.tsx';

// The density rule counts everyone read in the zone in the last 15 minutes; the pin and the
// list count the workers whose LAST-SEEN zone is there. A crowd that has just moved on leaves
// an alert on a zone whose own count is 0, so the density state must say its own number.
const alert: RealtimeDensityAlert = {
  ProjectZoneAlertFactId: 7,
  ProjectZoneId: 100,
  ZoneName: 'Level 3',
  IsCurrentlyActive: true,
  TriggerDateTimeLocal: '2026-03-02T09:00:00',
  ResolvedDateTimeLocal: null,
  WorkerCount: 12,
  OverWorkerCutoffValue: 10,
};

const worker: RealtimeLastSeenWorker = {
  WorkerId: 1,
  WorkerName: 'Ana Lopez',
  ContractId: 5,
  ContractName: 'Brightline Electric',
  Trade: 'Electrical',
  OwnerServices: false,
  IsCriticalTrade: false,
  IsWorkforceTrade: true,
  LastSeenProjectZoneId: 100,
  LastSeenZoneName: 'Level 3',
  LastSeenDateTimeLocal: '2026-03-02T09:10:00',
  IsUnauthorizedRead: false,
};

describe('a zone in density state', () => {
  it('pin: keeps its own count and adds the alert’s count and limit, with the warning icon', () => {
    render(
      <RealtimePin
        name="Level 3"
        count={0}
        orientation={{ x: 500, y: 500 }}
        placement="TopRight"
        density={{ workerCount: 12, cutoff: 10 }}
      />,
    );
    const pin = screen.getByRole('button', {
      name: 'Level 3: 0 workers · over density: 12 in the last 15 min, limit 10',
    });
    expect(within(pin).getByText('0')).toBeTruthy();
    expect(within(pin).getByText('12 in the last 15 min, limit 10')).toBeTruthy();
    expect(within(pin).getByTestId('WarningAmberRoundedIcon')).toBeTruthy();
  });

  it('pin: says nothing of density without an alert', () => {
    render(
      <RealtimePin
        name="Level 3"
        count={4}
        orientation={{ x: 500, y: 500 }}
        placement="TopRight"
      />,
    );
    const pin = screen.getByRole('button', { name: 'Level 3: 4 workers' });
    expect(within(pin).queryByTestId('realtime-pin-density')).toBeNull();
    expect(within(pin).queryByTestId('WarningAmberRoundedIcon')).toBeNull();
  });

  it('zone card: the list’s count stays and the heading explains the alert', () => {
    render(
      <RealtimeZoneCard
        zoneId={100}
        zoneName="Level 3"
        workers={[worker]}
        density={alert}
        selected={false}
        timeZoneId="America/New_York"
        now={new Date('2026-03-02T14:12:00Z')}
        onOpenWorker={() => undefined}
      />,
    );
    const card = screen.getByRole('region', { name: 'Level 3' });
    // Each figure says which count it is: the list's (last seen here) and the alert's (everyone
    // read here in the last 15 minutes).
    expect(within(card).getByLabelText('1 worker last seen here').textContent).toBe('1');
    expect(within(card).getByText('last seen here')).toBeTruthy();
    expect(
      within(card).getByText('Over density: 12 people read here in the last 15 min, limit 10'),
    ).toBeTruthy();
    expect(within(card).getByTestId('WarningAmberRoundedIcon')).toBeTruthy();
  });

  it('zone card: no alert, no density line', () => {
    render(
      <RealtimeZoneCard
        zoneId={100}
        zoneName="Level 3"
        workers={[]}
        density={null}
        selected={false}
        timeZoneId="America/New_York"
        now={new Date('2026-03-02T14:12:00Z')}
        onOpenWorker={() => undefined}
      />,
    );
    const card = screen.getByRole('region', { name: 'Level 3' });
    expect(within(card).queryByText(/Over density/)).toBeNull();
    expect(within(card).getByText('Nobody seen here in this timeframe.')).toBeTruthy();
  });
});
