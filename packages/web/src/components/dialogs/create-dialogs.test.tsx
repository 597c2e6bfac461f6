import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDialogs } from './create-dialogs.tsx';

interface Zone {
  id: number;
  name: string;
}
const { DialogsProvider, useDialogs } = createDialogs<Zone>('zones');
const zones: Zone[] = [
  { id: 1, name: 'Level 1' },
  { id: 2, name: 'Level 2' },
];

function ZonesRows() {
  const { openDialog } = useDialogs();
  return (
    <ul>
      <li>
        <button onClick={() => openDialog('add')}>Add zone</button>
      </li>
      {zones.map((zone) => (
        <li key={zone.id}>
          {zone.name}
          <button onClick={() => openDialog('edit', zone)}>Edit {zone.name}</button>
          <button onClick={() => openDialog('delete', zone)}>Delete {zone.name}</button>
        </li>
      ))}
    </ul>
  );
}

/** Every dialog mounted once; each shows while it is the open one. */
function ZonesDialogs() {
  const { open, currentRow, closeDialog } = useDialogs();
  return (
    <>
      {open === 'add' && <p role="status">Adding</p>}
      {open === 'edit' && <p role="status">Editing {currentRow?.name}</p>}
      {open === 'delete' && <p role="status">Deleting {currentRow?.name}</p>}
      <span data-testid="row">{currentRow?.name ?? 'none'}</span>
      <button onClick={closeDialog}>Close</button>
    </>
  );
}

describe('createDialogs', () => {
  it('opens one dialog at a time with its row', async () => {
    render(
      <DialogsProvider>
        <ZonesRows />
        <ZonesDialogs />
      </DialogsProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Level 2' }));
    expect(screen.getByRole('status').textContent).toBe('Editing Level 2');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Level 1' }));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Deleting Level 1']);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    // Kept while the dialog animates out.
    expect(screen.getByTestId('row').textContent).toBe('Level 1');

    await userEvent.click(screen.getByRole('button', { name: 'Add zone' }));
    expect(screen.getByRole('status').textContent).toBe('Adding');
    expect(screen.getByTestId('row').textContent).toBe('none');
  });

  it('says which area forgot its provider', () => {
    function Orphan() {
      useDialogs();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useDialogs of zones is used outside its DialogsProvider',
    );
  });

  it('takes an area of its own kinds', async () => {
    const user = createDialogs<Zone, 'archive' | 'entrance'>();
    function Page() {
      const { open, openDialog } = user.useDialogs();
      return (
        <>
          <button onClick={() => openDialog('archive', zones[0])}>Archive</button>
          <span>{open ?? 'closed'}</span>
        </>
      );
    }
    render(
      <user.DialogsProvider>
        <Page />
      </user.DialogsProvider>,
    );
    expect(screen.getByText('closed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(screen.getByText('archive')).toBeTruthy();
  });
});
