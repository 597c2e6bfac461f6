import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { DensityAlert, RealtimeDashboardMessage } from '@siteline/shared';
import { useRealtimeNotices, type RealtimeNotices } from '../use-realtime-notices.ts';
import { RealtimeNoticeStack } from './realtime-notice-stack.tsx';

let api: RealtimeNotices | null = null;
function Harness({ listed }: { listed?: DensityAlert[] }) {
  const notices = useRealtimeNotices(listed);
  api = notices;
  return <RealtimeNoticeStack notices={notices.notices} onDismiss={notices.dismiss} />;
}
function push(message: RealtimeDashboardMessage) {
  act(() => api?.push(message));
}

const alert: DensityAlert = {
  ProjectZoneAlertFactId: 7,
  ProjectZoneId: 100,
  ZoneName: 'Level 3',
  IsCurrentlyActive: true,
  TriggerDateTimeLocal: '2026-03-02T09:00:00',
  ResolvedDateTimeLocal: null,
  WorkerCount: 42,
  OverWorkerCutoffValue: 30,
};

describe('RealtimeNoticeStack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    api = null;
  });

  it('shows an unauthorized read for 10 s', () => {
    render(<Harness />);
    push({
      ProjectId: 1,
      PublishedAt: 0,
      action: 'unauthorized_alert',
      data: {
        WorkerId: 1,
        WorkerName: 'Ana Ruiz',
        ContractId: 10,
        ProjectZoneId: 100,
        ZoneName: 'Level 3',
        DateTimeLocal: '2026-03-02T14:05:00',
      },
    });
    expect(screen.getByTestId('realtime-notice-unauthorized').textContent).toContain(
      'Unauthorized readAna Ruiz in Level 3 at 02:05 pm',
    );
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.queryByTestId('realtime-notice-unauthorized')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('realtime-notice-unauthorized')).toBeNull();
  });

  it('replaces a density alert by its fact id, restarting its 10 s', () => {
    render(<Harness />);
    push({ ProjectId: 1, PublishedAt: 0, action: 'density_alert', data: alert });
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    push({
      ProjectId: 1,
      PublishedAt: 0,
      action: 'density_alert',
      data: { ...alert, WorkerCount: 48 },
    });
    const shown = screen.getAllByTestId('realtime-notice-density');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain('48 workers, over the limit of 30');
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(screen.getAllByTestId('realtime-notice-density')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.queryByTestId('realtime-notice-density')).toBeNull();
  });

  it('turns an active density alert into the resolved notice', () => {
    render(<Harness />);
    push({ ProjectId: 1, PublishedAt: 0, action: 'density_alert', data: alert });
    push({
      ProjectId: 1,
      PublishedAt: 0,
      action: 'density_alert',
      data: { ...alert, IsCurrentlyActive: false },
    });
    expect(screen.queryByTestId('realtime-notice-density')).toBeNull();
    expect(screen.getByTestId('realtime-notice-densityResolved').textContent).toContain(
      'Density alert resolvedLevel 3 is back within its limit of 30.',
    );
  });

  it('announces the resolution of a fact the list showed active', () => {
    render(<Harness listed={[alert]} />);
    expect(screen.queryByTestId('realtime-notice-density')).toBeNull();
    push({
      ProjectId: 1,
      PublishedAt: 0,
      action: 'density_alert',
      data: { ...alert, IsCurrentlyActive: false },
    });
    expect(screen.getByTestId('realtime-notice-densityResolved')).toBeTruthy();
  });
});
