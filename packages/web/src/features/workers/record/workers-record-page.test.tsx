import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, WorkerProfileFields, WorkerRecord } from '@siteline/shared';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';

const PROJECT_ID = 7;
const WORKER_ID = 41;
const SLOW = 30_000;
const WAIT = { timeout: 15_000 };

const worker: WorkerRecord = {
  WorkerId: WORKER_ID,
  ProjectId: PROJECT_ID,
  SubContractId: 3,
  CompanyName: 'Acme Electric',
  Title: 'Foreman',
  FirstName: 'Maria',
  MiddleName: null,
  LastName: 'Santos',
  WorkerName: 'Maria Santos',
  WorkerFullName: 'Maria Santos',
  Trade: 'Electrician',
  Ethnicity: null,
  OtherEthnicity: null,
  Notes: null,
  Address: null,
  PhotoUrl: null,
  ProfilePictureAspectRatio: null,
  BadgeTemplates: [],
  DaysOnSite: 12,
  TotalHoursOnSiteDisplay: '96.5',
  HasActiveTags: true,
  IsOnSite: false,
  Values: { FirstName: 'Maria', LastName: 'Santos', Telephone: '555-0100' },
  Certifications: [
    { Name: 'OSHA 10', IssueDate: '2024-01-01', ExpiryDate: '2020-01-01', Status: 'expired' },
  ],
};

const text = (FieldName: string, english: string, InputType: 'text' | 'phone' = 'text') => ({
  RegistrationFieldId: FieldName.length,
  FieldName,
  InputType,
  InputJson: null,
  InputsAs: null,
  DisplayNameEnglish: english,
  DisplayNameSpanish: english,
  HelperTextEnglish: null,
  HelperTextSpanish: null,
  ProfileSectionName: 'Profile',
  ProfileSubSectionName: 'Personal',
  PermissionConst: null,
  AdvancedGridMappingFieldName: null,
  IsRequired: false,
  IncludeInSelfServiceRegistration: true,
  SortOrder: 1,
});
const profileFields: WorkerProfileFields = {
  Sections: [
    {
      ProfileSectionId: 1,
      SectionName: 'Profile',
      SectionSlug: 'profile',
      PermissionConst: 'WorkerProfile',
      SortOrder: 1,
    },
  ],
  Fields: [
    text('FirstName', 'First name'),
    text('LastName', 'Last name'),
    text('Telephone', 'Mobile phone', 'phone'),
  ],
};

function serve(puts: unknown[] = []) {
  serveProjects([makeProject(PROJECT_ID)], (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === `/api/v1/projects/${PROJECT_ID}/worker-profile-fields`) {
      return jsonResponse(profileFields);
    }
    if (pathname === `/api/v1/projects/${PROJECT_ID}/workers/${WORKER_ID}`) {
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as { Values: Record<string, string> };
        puts.push(body);
        return jsonResponse({ ...worker, Values: { ...worker.Values, ...body.Values } });
      }
      return jsonResponse(worker);
    }
    if (pathname.endsWith('/changelog')) return jsonResponse([]);
    if (pathname === `/api/v1/projects/${PROJECT_ID}/workers/${WORKER_ID}/documents`) {
      return jsonResponse([
        {
          WorkerSignedDocumentId: 5,
          RegistrationDocumentId: 2,
          DisplayName: 'Site safety rules',
          SignatureDateTimeLocal: '2026-11-20T07:42:10',
          FileUrl: `/api/v1/projects/${PROJECT_ID}/workers/${WORKER_ID}/documents/5/file`,
        },
      ]);
    }
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
}

const member = (permissions: Permission[]) =>
  signIn([PROJECT_ID], { permissions: [{ ProjectId: PROJECT_ID, Permissions: permissions }] });
const path = (tab: string) => `/project/${PROJECT_ID}/directory/worker/${WORKER_ID}/${tab}`;
const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('WorkersRecordPage', () => {
  it(
    'shows only the tabs the user holds and opens the first when the asked one is not',
    async () => {
      member(['WorkerProfile', 'WorkerChangelog']);
      serve();
      const router = renderApp(path('health'));
      expect(await screen.findByRole('heading', { name: 'Maria Santos' }, WAIT)).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe(path('profile')));
      expect(tabNames()).toEqual(['Profile', 'Changelog']);
      // Viewing without CanDoRegistrations: read only, no save, no company or delete actions.
      expect(
        await screen.findByText('You can see this section but not change it.', {}, WAIT),
      ).toBeTruthy();
      expect(screen.getByLabelText('Mobile phone')).toHaveProperty('disabled', true);
      expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete person' })).toBeNull();
      expect(screen.getByText('12 days on site')).toBeTruthy();
      expect(screen.getByText('96.5 h on site')).toBeTruthy();
      expect(screen.getByTestId('certification-chip').textContent).toBe('Certification expired');
    },
    SLOW,
  );

  it(
    'shows every built tab to a provider employee',
    async () => {
      signIn([PROJECT_ID], { isProviderEmployee: true });
      serve();
      renderApp(path('changelog'));
      expect(await screen.findByText('No changes recorded yet.', {}, WAIT)).toBeTruthy();
      expect(tabNames()).toEqual([
        'Profile',
        'Emergency info',
        'Project attributes',
        'Certifications',
        'Health',
        'Timesheets',
        'Tags',
        'Access',
        'Notes',
        'Documents',
        'Alerts',
        'Changelog',
      ]);
    },
    SLOW,
  );

  it(
    'says so when no tab is open to the user',
    async () => {
      member([]);
      serve();
      renderApp(path('profile'));
      expect(
        await screen.findByText(
          "Your role does not give access to any part of this person's record.",
          {},
          WAIT,
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('tablist')).toBeNull();
    },
    SLOW,
  );

  it(
    'saves only the changed value, checks it first, and clears the changed flag',
    async () => {
      const puts: unknown[] = [];
      member(['WorkerProfile', 'CanDoRegistrations']);
      serve(puts);
      renderApp(path('profile'));
      const phone = await screen.findByLabelText('Mobile phone', {}, WAIT);
      await userEvent.clear(phone);
      await userEvent.type(phone, 'call me');
      expect(screen.getByText('Unsaved changes')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(
        await screen.findByText(
          '"call me" is not a phone number: write it as dialled in United States or with its country code (+1 …).',
        ),
      ).toBeTruthy();
      expect(await screen.findAllByText('Unable to save.')).not.toHaveLength(0);
      expect(puts).toEqual([]);

      await userEvent.clear(phone);
      await userEvent.type(phone, '(212) 555-0111');
      await waitFor(
        () =>
          expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty(
            'disabled',
            false,
          ),
        { timeout: 6_000 },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('button', { name: 'Saved!' })).toBeTruthy();
      expect(puts).toEqual([{ Values: { Telephone: '(212) 555-0111' } }]);
      expect(screen.queryByText('Unsaved changes')).toBeNull();
    },
    SLOW,
  );

  it(
    'lists the documents the worker signed, with when, in site time',
    async () => {
      member(['WorkerDocuments']);
      serve();
      renderApp(path('documents'));
      expect(await screen.findByText('Site safety rules', {}, WAIT)).toBeTruthy();
      expect(tabNames()).toEqual(['Documents']);
      expect(screen.getByText('Signed 11/20/2026 07:42 am (site time)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download signed copy' })).toBeTruthy();
    },
    SLOW,
  );
});
