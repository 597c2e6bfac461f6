// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONTRACT_MESSAGES, type Company } from '@siteline/shared';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { settle } from '@/test/timers.ts';
import { ContractsNewCompany } from './components/contracts-new-company.tsx';

const ATLAS: Company = { CompanyId: 5, Name: 'Atlas Concrete Co.', Url: null, Phone: null };

describe('company creation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn([7]);
  });
  afterEach(() => vi.useRealTimers());

  function fill(name: string) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Company name' }), {
      target: { value: name },
    });
  }

  it('shows the possible matches and creates only once the user confirms (force)', async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      const body = JSON.parse(init?.body as string) as { force: boolean };
      bodies.push(body);
      return jsonResponse(
        body.force
          ? {
              CreatedCompany: { ...ATLAS, CompanyId: 9, Name: 'Atlas Concrete' },
              CreatedCompanyId: 9,
              PossibleMatches: [],
            }
          : { CreatedCompany: null, CreatedCompanyId: null, PossibleMatches: [ATLAS] },
      );
    });
    const onDone = vi.fn();
    renderWithProviders(<ContractsNewCompany onDone={onDone} onCancel={() => undefined} />);
    fill('Atlas Concrete');
    fireEvent.click(screen.getByRole('button', { name: 'Add company' }));
    await settle();
    const matches = screen.getByTestId('possible-matches');
    expect(within(matches).getByText('Atlas Concrete Co.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add it anyway' }));
    await settle();
    expect(bodies).toEqual([
      { name: 'Atlas Concrete', url: null, phone: null, force: false },
      { name: 'Atlas Concrete', url: null, phone: null, force: true },
    ]);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ CompanyId: 9 }));
  });

  it('uses an existing company the user picks among the matches', async () => {
    stubFetch(() =>
      jsonResponse({ CreatedCompany: null, CreatedCompanyId: null, PossibleMatches: [ATLAS] }),
    );
    const onDone = vi.fn();
    renderWithProviders(<ContractsNewCompany onDone={onDone} onCancel={() => undefined} />);
    fill('atlas concrete company');
    fireEvent.click(screen.getByRole('button', { name: 'Add company' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Use this one' }));
    expect(onDone).toHaveBeenCalledWith(ATLAS);
  });

  it('says the spec’s message, then the server’s reason, when it refuses', async () => {
    stubFetch(() =>
      jsonResponse({ errors: [{ errorMessage: 'Enter a web address.', field: 'url' }] }, 400),
    );
    renderWithProviders(
      <ContractsNewCompany onDone={() => undefined} onCancel={() => undefined} />,
    );
    fill('Bad Url Co');
    fireEvent.click(screen.getByRole('button', { name: 'Add company' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      `${CONTRACT_MESSAGES.addCompany} Enter a web address.`,
    );
  });
});
