import { describe, expect, it } from 'vitest';
import type { Project } from '@siteline/shared';
import { filterProjects } from './projects-filter.ts';

const project = (ProjectId: number, Title: string, AccountName: string): Project => ({
  ProjectId,
  Title,
  AccountName,
  AccountId: 1,
  StartDate: '2024-01-01',
  EndDate: null,
  TimeZoneId: 'UTC',
  CountryCode: 'US',
  SiteDisplayConst: 'SITE',
});

describe('filterProjects', () => {
  const projects = [project(1, 'Harbor Tower', 'Acme'), project(2, 'Airport T2', 'Skyline')];

  it('matches title or account, ignoring case and spaces', () => {
    expect(filterProjects(projects, ' harbor ').map((p) => p.ProjectId)).toEqual([1]);
    expect(filterProjects(projects, 'SKY').map((p) => p.ProjectId)).toEqual([2]);
    expect(filterProjects(projects, '')).toHaveLength(2);
  });
});
