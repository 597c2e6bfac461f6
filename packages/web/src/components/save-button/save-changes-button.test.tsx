import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { advance, settle } from '@/test/timers.ts';
import { SaveChangesButton } from './save-changes-button.tsx';
import { useSaveCycle, type SaveResult } from './use-save-cycle.ts';

let results: SaveResult<string>[] = [];

/** A form whose save resolves or rejects when the test says. */
function Form({ save }: { save: () => Promise<string> }) {
  const cycle = useSaveCycle();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void cycle.run(save).then((result) => results.push(result));
      }}
    >
      <SaveChangesButton status={cycle.status} />
    </form>
  );
}

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const button = () => screen.getByRole('button');

describe('SaveChangesButton with useSaveCycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    results = [];
  });
  afterEach(() => vi.useRealTimers());

  it('goes Save Changes, Saving..., Saved! and back after 2 s', async () => {
    const pending = deferred();
    render(<Form save={() => pending.promise} />);
    expect(button().textContent).toBe('Save Changes');

    act(() => button().click());
    expect(button().textContent).toBe('Saving...');
    expect(button()).toHaveProperty('disabled', true);

    pending.resolve('saved');
    await settle();
    expect(button().textContent).toBe('Saved!');
    expect(results).toEqual([{ ok: true, value: 'saved' }]);

    await advance(1_999);
    expect(button().textContent).toBe('Saved!');
    await advance(1);
    expect(button().textContent).toBe('Save Changes');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('shows Error! for 4 s and hands the failure back without rejecting', async () => {
    const pending = deferred();
    render(<Form save={() => pending.promise} />);
    act(() => button().click());
    const failure = new Error('Unable to save.');
    pending.reject(failure);
    await settle();
    expect(button().textContent).toBe('Error!');
    expect(results).toEqual([{ ok: false, error: failure }]);

    await advance(3_999);
    expect(button().textContent).toBe('Error!');
    await advance(1);
    expect(button().textContent).toBe('Save Changes');
  });

  it('restarts the wait when a second save ends before the first wait is over', async () => {
    let pending = deferred();
    render(<Form save={() => pending.promise} />);
    act(() => button().click());
    pending.resolve('one');
    await settle();
    await advance(1_500);

    pending = deferred();
    act(() => button().click());
    pending.reject(new Error('no'));
    await settle();
    await advance(1_000);
    // The first success's 2 s are over, but the error holds its own 4 s.
    expect(button().textContent).toBe('Error!');
    await advance(3_000);
    expect(button().textContent).toBe('Save Changes');
  });

  it('takes other labels and holds a result as long as asked', async () => {
    function Hold() {
      const cycle = useSaveCycle();
      return (
        <SaveChangesButton
          type="button"
          status={cycle.status}
          labels={{ idle: 'Update Field' }}
          onClick={() => cycle.setStatus('error', 5_000)}
        />
      );
    }
    render(<Hold />);
    expect(button().textContent).toBe('Update Field');
    act(() => button().click());
    expect(button().textContent).toBe('Error!');
    await advance(4_999);
    expect(button().textContent).toBe('Error!');
    await advance(1);
    expect(button().textContent).toBe('Update Field');
  });
});
