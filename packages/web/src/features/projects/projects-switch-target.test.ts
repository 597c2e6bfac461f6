import { describe, expect, it } from 'vitest';
import { switchTarget } from './projects-switch-target.ts';

const subject = {
  isProviderEmployee: false,
  permissions: [
    { ProjectId: 1, Permissions: ['ManageProjects' as const] },
    { ProjectId: 2, Permissions: [] },
  ],
};

describe('switchTarget', () => {
  it('keeps the screen the other project has', () => {
    expect(switchTarget('/project/$id/contracts-summary', [], subject, 2)).toBe(
      '/project/$id/contracts-summary',
    );
    expect(switchTarget('/project/$id/access-control', [], subject, 2)).toBe(
      '/project/$id/access-control',
    );
  });

  it('a detail of this project goes to the list of the other', () => {
    expect(switchTarget('/project/$id/contracts/$contractId/detail', [], subject, 2)).toBe(
      '/project/$id/contracts-summary',
    );
  });

  it('home when the user may not open the screen there, or it has no counterpart', () => {
    expect(
      switchTarget('/project/$id/realtime/configuration', ['ManageProjects'], subject, 2),
    ).toBe('/project/$id/home');
    expect(
      switchTarget('/project/$id/realtime/configuration', ['ManageProjects'], subject, 1),
    ).toBe('/project/$id/realtime/configuration');
    expect(switchTarget('/project/', undefined, subject, 2)).toBe('/project/$id/home');
    expect(switchTarget(undefined, undefined, null, 2)).toBe('/project/$id/home');
  });
});
