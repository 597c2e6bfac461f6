import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectSetup } from '@siteline/shared';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';

const SLOW = 30_000;
const WAIT = { timeout: 15_000 };
const EMPTY: ProjectSetup = {
  Complete: false,
  Steps: [
    { Step: 'zones', Count: 0, Done: false },
    { Step: 'readers', Count: 2, Done: true },
    { Step: 'contracts', Count: 0, Done: false },
    { Step: 'plan', Count: 0, Done: false },
    { Step: 'users', Count: 1, Done: false },
  ],
};

describe('an empty project’s home', () => {
  beforeEach(() => {
    signIn([4], { isProviderEmployee: true });
  });

  it(
    'shows the setup checklist with a link per step instead of empty dashboards',
    async () => {
      serveProjects([makeProject(4, { Title: 'Pier 9' })], (url) =>
        url.startsWith('/api/v1/projects/4/setup') ? jsonResponse(EMPTY) : jsonResponse({}, 404),
      );
      renderApp('/project/4/home');
      expect(await screen.findByRole('heading', { name: 'Set up Pier 9' }, WAIT)).toBeTruthy();
      const list = screen.getByRole('list', { name: 'Setup steps' });
      expect(within(list).getByText('2 readers')).toBeTruthy();
      expect(within(list).getByRole('link', { name: 'Set up zones' }).getAttribute('href')).toBe(
        '/project/4/zones',
      );
      expect(within(list).getByRole('link', { name: 'Invite users' }).getAttribute('href')).toBe(
        '/project/4/user-management/users',
      );
      expect(screen.getByRole('link', { name: 'Project settings' })).toBeTruthy();
    },
    SLOW,
  );
});

describe('a project whose dashboards have something to show', () => {
  beforeEach(() => {
    signIn([4]);
  });

  it(
    'keeps the steps still open above them, and the whole list one click away',
    async () => {
      const started: ProjectSetup = {
        Complete: true,
        Steps: [
          { Step: 'zones', Count: 3, Done: true },
          { Step: 'readers', Count: 2, Done: true },
          { Step: 'access', Count: 0, Done: false },
          { Step: 'users', Count: 1, Done: false },
        ],
      };
      serveProjects([makeProject(4, { Title: 'Pier 9' })], (url) =>
        url.startsWith('/api/v1/projects/4/setup') ? jsonResponse(started) : jsonResponse({}, 404),
      );
      renderApp('/project/4/home');
      const notice = await screen.findByText(
        'Setup: 2 of 4 steps done. Still open: Access rules reviewed, Users.',
        {},
        WAIT,
      );
      expect(notice).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'See the steps' }));
      expect(await screen.findByRole('heading', { name: 'Set up Pier 9' }, WAIT)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Back to the dashboards' }));
      expect(await screen.findByRole('heading', { name: 'Pier 9' }, WAIT)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
      expect(screen.queryByText(/Still open/)).toBeNull();
    },
    SLOW,
  );
});

describe('a new project', () => {
  beforeEach(() => {
    signIn([], { isProviderEmployee: true });
  });

  it(
    'is created with a new account and opens on its home',
    async () => {
      const posted: unknown[] = [];
      stubFetch((url, init) => {
        if (url === '/api/v1/projects' && init?.method !== 'POST') {
          return jsonResponse({ Data: [], TotalCount: 0 });
        }
        if (url.startsWith('/api/v1/accounts')) {
          return jsonResponse([{ AccountId: 3, AccountName: 'Acme Builders' }]);
        }
        if (url === '/api/v1/projects' && init?.method === 'POST') {
          posted.push(JSON.parse(init.body as string));
          return jsonResponse(
            {
              ProjectId: 12,
              Title: 'Pier 9',
              AccountId: 4,
              AccountName: 'Harborline',
              TimeZoneId: 'UTC',
              CountryCode: 'IE',
              StartDate: '2026-03-02',
              EndDate: null,
              WorkdayBoundaryHour: 3,
              DayShiftStart: null,
              NightShiftStart: null,
              ShowContactInformation: true,
              IsDemo: false,
            },
            201,
          );
        }
        return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
      });
      const router = renderApp('/project/new');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }, WAIT), 'Pier 9');
      await userEvent.click(screen.getByRole('combobox', { name: /Account/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'New account…' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'New account name' }), 'Harborline');
      await userEvent.click(screen.getByLabelText('Day and night shifts'));
      // UTC (this test's zone) belongs to no country: the form asks for one.
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'IE');
      await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
      expect(await screen.findByText('Pier 9 has been created.')).toBeTruthy();
      expect(posted).toHaveLength(1);
      expect(posted[0]).toMatchObject({
        Title: 'Pier 9',
        AccountId: null,
        NewAccountName: 'Harborline',
        DayShiftStart: null,
        NightShiftStart: null,
        WorkdayBoundaryHour: 3,
        CountryCode: 'IE',
      });
      expect(router.state.location.pathname).toBe('/project/12/home');
    },
    SLOW,
  );
});
