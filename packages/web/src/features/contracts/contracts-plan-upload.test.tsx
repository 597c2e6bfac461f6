// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONTRACT_MESSAGES, PLAN_MESSAGES } from '@siteline/shared';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { settle } from '@/test/timers.ts';
import { ContractsPlanUpload } from './components/contracts-plan-upload.tsx';

describe('the plan upload', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn([7]);
  });
  afterEach(() => vi.useRealTimers());

  function choose(content: string, name = 'plan.csv') {
    const input = screen.getByTestId('plan-file');
    fireEvent.change(input, {
      target: { files: [new File([content], name, { type: 'text/csv' })] },
    });
  }

  it('sends the file as bytes and lists the rows to fix when the server refuses it', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        {
          errors: [
            { errorMessage: CONTRACT_MESSAGES.fileProcessing },
            {
              errorMessage: `Row 3, Date: ${PLAN_MESSAGES.beforeProjectStart}`,
              field: 'row.3.Date',
            },
            {
              errorMessage: `Row 5, Planned Hours: ${PLAN_MESSAGES.hoursPerHead}`,
              field: 'row.5.Planned Hours',
            },
          ],
        },
        400,
      ),
    );
    renderWithProviders(<ContractsPlanUpload projectId={7} onTemplate={() => undefined} />);
    choose('Contract ID,Contract,Date,Planned Headcount,Planned Hours\n1,,2020-01-01,1,8');
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/project/7/workforce-plan/upload');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/octet-stream',
    );
    expect(init.body).toBeInstanceOf(File);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONTRACT_MESSAGES.fileProcessing);
    const rows = within(alert)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `3Date${PLAN_MESSAGES.beforeProjectStart}`,
      `5Planned Hours${PLAN_MESSAGES.hoursPerHead}`,
    ]);
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderWithProviders(<ContractsPlanUpload projectId={7} onTemplate={() => undefined} />);
    choose('x'.repeat(2 * 1024 * 1024 + 1));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toContain(PLAN_MESSAGES.fileTooLarge);
  });

  it('says what was loaded', async () => {
    stubFetch(() =>
      jsonResponse({
        RowsRead: 3,
        RowsSkipped: 1,
        DaysWritten: 2,
        DateCount: 2,
        ContractCount: 1,
        FirstDate: '2026-11-20',
        LastDate: '2026-11-21',
      }),
    );
    const { alerts } = renderWithProviders(
      <ContractsPlanUpload projectId={7} onTemplate={() => undefined} />,
    );
    choose('…');
    await settle();
    expect(alerts.getAlerts().map((a) => a.message)).toEqual([
      'Plan loaded: 1 contract, 2 days from 11/20/2026 to 11/21/2026.',
    ]);
  });
});
