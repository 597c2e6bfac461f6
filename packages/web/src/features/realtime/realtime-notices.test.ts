import { describe, expect, it } from 'vitest';
import type { DensityAlert, RealtimeDashboardMessage } from '@siteline/shared';
import {
  applyPush,
  expireNotices,
  initialNoticeState,
  knowActiveFacts,
  REALTIME_NOTICE_MS,
} from './realtime-notices.ts';

function density(overrides: Partial<DensityAlert>): RealtimeDashboardMessage {
  return {
    ProjectId: 1,
    PublishedAt: 0,
    action: 'density_alert',
    data: {
      ProjectZoneAlertFactId: 7,
      ProjectZoneId: 100,
      ZoneName: 'Level 3',
      IsCurrentlyActive: true,
      TriggerDateTimeLocal: '2026-03-02T09:00:00',
      ResolvedDateTimeLocal: null,
      WorkerCount: 42,
      OverWorkerCutoffValue: 30,
      ...overrides,
    },
  };
}

const unauthorized: RealtimeDashboardMessage = {
  ProjectId: 1,
  PublishedAt: 0,
  action: 'unauthorized_alert',
  data: {
    WorkerId: 1,
    WorkerName: 'Ana Ruiz',
    ContractId: 10,
    ProjectZoneId: 100,
    ZoneName: 'Level 3',
    DateTimeLocal: '2026-03-02T09:01:00',
  },
};

describe('realtime notices', () => {
  it('replaces a density entry with the same fact id instead of adding one', () => {
    let state = applyPush(initialNoticeState, density({ WorkerCount: 42 }), 0);
    state = applyPush(state, density({ WorkerCount: 45 }), 3_000);
    expect(state.notices).toHaveLength(1);
    expect(state.notices[0]).toMatchObject({ kind: 'density', expiresAt: 13_000 });
    expect(state.notices[0]?.alert).toMatchObject({ WorkerCount: 45 });
    state = applyPush(state, density({ ProjectZoneAlertFactId: 8 }), 4_000);
    expect(state.notices).toHaveLength(2);
  });

  it('shows the resolved notice for a fact that was active', () => {
    let state = applyPush(initialNoticeState, density({}), 0);
    state = applyPush(state, density({ IsCurrentlyActive: false }), 1_000);
    expect(state.notices.map((n) => n.kind)).toEqual(['densityResolved']);
  });

  it('remembers a fact listed as active after its notice has gone', () => {
    let state = knowActiveFacts(initialNoticeState, [density({}).data as DensityAlert]);
    expect(state.notices).toHaveLength(0);
    state = applyPush(state, density({ IsCurrentlyActive: false }), 0);
    expect(state.notices.map((n) => n.kind)).toEqual(['densityResolved']);
  });

  it('announces nothing for a fact resolved before it was ever seen active', () => {
    const state = applyPush(initialNoticeState, density({ IsCurrentlyActive: false }), 0);
    expect(state.notices).toHaveLength(0);
  });

  it('gives each unauthorized read its own entry, and drops every entry after 10 s', () => {
    let state = applyPush(initialNoticeState, unauthorized, 0);
    state = applyPush(state, unauthorized, 2_000);
    expect(state.notices).toHaveLength(2);
    state = expireNotices(state, REALTIME_NOTICE_MS);
    expect(state.notices).toHaveLength(1);
    state = expireNotices(state, 2_000 + REALTIME_NOTICE_MS);
    expect(state.notices).toHaveLength(0);
  });
});
