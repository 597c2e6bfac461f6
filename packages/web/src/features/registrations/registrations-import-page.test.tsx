import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationImport, RegistrationImportList } from '@siteline/shared';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { PROJECT_ID, registrationsHandler } from './registrations-test-data.ts';

const UID = '0b6f0c8e-2a7d-4d55-9a52-2f1e6c1d9a10';
const BASE = `/api/v1/projects/${PROJECT_ID}/registrations/imports`;

function validated(overrides: Partial<RegistrationImport> = {}): RegistrationImport {
  return {
    BlobUid: UID,
    FileName: 'crew.xlsx',
    State: 'Validated',
    Counts: { Rows: 3, Valid: 1, Pending: 1, Errors: 1, Imported: 0 },
    UnmatchedCompanies: [{ CompanyName: 'Unknown Steel', Rows: 1 }],
    Workers: [
      {
        RowNumber: 2,
        FirstName: 'Ana',
        LastName: 'Ruiz',
        CompanyName: 'Acme Concrete',
        ContractId: 300,
        ContractName: 'Acme Concrete',
        ImportStatus: 0,
        Errors: [],
        WorkerId: null,
        Tag: null,
      },
      {
        RowNumber: 3,
        FirstName: 'Ben',
        LastName: '',
        CompanyName: '',
        ContractId: 0,
        ContractName: null,
        ImportStatus: 1,
        Errors: ['Last name is required.'],
        WorkerId: null,
        Tag: null,
      },
      {
        RowNumber: 4,
        FirstName: 'Carla',
        LastName: 'Diaz',
        CompanyName: 'Unknown Steel',
        ContractId: 0,
        ContractName: null,
        ImportStatus: 0,
        Errors: [],
        WorkerId: null,
        Tag: null,
      },
    ],
    Pagnation: { Page: 1, PageSize: 50, TotalPages: 1, TotalCount: 3 },
    ...overrides,
  };
}

const HISTORY: RegistrationImportList = {
  Imports: [
    {
      BlobUid: '11111111-2222-4333-8444-555555555555',
      FileName: 'week-1.xlsx',
      State: 'Imported',
      UploadedBy: 'Maria Lopez',
      UploadedAt: '2026-11-20T14:00:00Z',
      ImportedAt: '2026-11-20T14:05:00Z',
      Counts: { Rows: 12, Valid: 0, Pending: 0, Errors: 2, Imported: 10 },
    },
  ],
  Pagnation: { Page: 1, PageSize: 50, TotalPages: 1, TotalCount: 1 },
};

beforeEach(() => {
  signIn([PROJECT_ID], {
    permissions: [{ ProjectId: PROJECT_ID, Permissions: ['CanDoRegistrations'] }],
  });
});

describe('RegistrationsImportPage', () => {
  it('checks a file, places the pending company on a contract and imports the ready rows', async () => {
    let current = validated();
    const sent: { method: string; path: string; body?: unknown }[] = [];
    serveProjects(
      [makeProject(PROJECT_ID)],
      registrationsHandler((path, init) => {
        const method = init?.method ?? 'GET';
        if (path.startsWith(BASE)) {
          sent.push({
            method,
            path,
            body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
          });
        }
        if (method === 'GET' && path.startsWith(`${BASE}?`)) return jsonResponse(HISTORY);
        if (method === 'POST' && path === BASE) return jsonResponse(current, 201);
        if (method === 'GET' && path.startsWith(`${BASE}/${UID}`)) return jsonResponse(current);
        if (method === 'PUT' && path === `${BASE}/${UID}/contracts`) {
          current = validated({
            Counts: { Rows: 3, Valid: 2, Pending: 0, Errors: 1, Imported: 0 },
            UnmatchedCompanies: [],
          });
          return jsonResponse(current);
        }
        if (method === 'POST' && path === `${BASE}/${UID}/import`) {
          current = validated({
            State: 'Imported',
            Counts: { Rows: 3, Valid: 0, Pending: 0, Errors: 1, Imported: 2 },
            UnmatchedCompanies: [],
          });
          return jsonResponse({ BlobUid: UID, Imported: 2, Skipped: 1 });
        }
        return undefined;
      }),
    );
    renderApp(`/project/${PROJECT_ID}/registrations/import`);
    // The history: each file with what became of it.
    expect(await screen.findByText('10 of 12 rows imported', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download week-1.xlsx' })).toBeTruthy();

    const file = new File(['PK'], 'crew.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByTestId('import-file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    // Stage two: counts, the reasons, the company waiting for a contract.
    const counts = await screen.findByTestId('import-counts');
    expect(within(counts).getByText('1 ready')).toBeTruthy();
    expect(within(counts).getByText('1 waiting for a contract')).toBeTruthy();
    expect(within(counts).getByText('1 with errors')).toBeTruthy();
    expect(
      within(screen.getByTestId('import-row-3')).getByText('Last name is required.'),
    ).toBeTruthy();
    expect(screen.getByText('Unknown Steel: 1 row')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Contract' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Concrete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save contracts' }));
    expect(await screen.findByRole('button', { name: 'Import 2 workers' })).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      Contracts: [{ CompanyName: 'Unknown Steel', ContractId: 300 }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 workers' }));
    expect(await screen.findByText(/2 workers registered\./)).toBeTruthy();
    expect(screen.getByText(/1 row was left out\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See recent registrations' })).toBeTruthy();
  }, 60_000);

  it('says why a file is refused, in the server’s words or the product’s', async () => {
    let answer = () =>
      jsonResponse({ errors: [{ errorMessage: 'The file has no Company column.' }] }, 400);
    serveProjects(
      [makeProject(PROJECT_ID)],
      registrationsHandler((path, init) => {
        if ((init?.method ?? 'GET') === 'GET' && path.startsWith(`${BASE}?`)) {
          return jsonResponse({ ...HISTORY, Imports: [] });
        }
        if (init?.method === 'POST' && path === BASE) return answer();
        return undefined;
      }),
    );
    renderApp(`/project/${PROJECT_ID}/registrations/import`);
    expect(
      await screen.findByText(
        'No file has been imported on this project yet.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    await userEvent.upload(screen.getByTestId('import-file'), new File(['x'], 'list.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file has no Company column.')).toBeTruthy();

    answer = () => jsonResponse({ errors: [] }, 500);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('There was an error processing the file.')).toBeTruthy();
  }, 60_000);
});
