import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      kind="delete"
      subject="Level 3"
      open
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog') };
}

describe('ConfirmDialog', () => {
  it('asks the spec leave question with Stay and Leave', () => {
    renderDialog({ kind: 'leave', subject: undefined });
    const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
    expect(
      within(dialog).getByText('You have unsaved data. Are you sure you want to leave this page?'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeTruthy();
  });

  it('names what is deleted and confirms with a red Delete', async () => {
    const { onConfirm, onCancel, dialog } = renderDialog();
    expect(dialog.textContent).toContain('Are you sure you want to delete Level 3?');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm.className).toContain('Error');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('asks before assigning and unassigning the site entrance', () => {
    const { unmount } = render(
      <ConfirmDialog
        kind="assignEntrance"
        subject="Gate A"
        open
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Assign site entrance' }).textContent).toContain(
      'Are you sure you want to assign Gate A as the site entrance/exit?',
    );
    expect(screen.getByRole('button', { name: 'Assign' })).toBeTruthy();
    unmount();
    render(
      <ConfirmDialog
        kind="unassignEntrance"
        subject="Gate A"
        open
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Unassign site entrance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeTruthy();
  });

  it('cancels on Escape, but not while the action runs', async () => {
    const { onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    cleanup();
    const busy = renderDialog({ busy: true });
    await userEvent.keyboard('{Escape}');
    expect(busy.onCancel).not.toHaveBeenCalled();
  });

  it('disables both buttons while busy and confirm until it may', () => {
    const { unmount } = render(
      <ConfirmDialog kind="delete" subject="x" open busy onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
    unmount();
    render(
      <ConfirmDialog
        title="Archive zone"
        message="Archive Level 3 and its child zones?"
        confirmLabel="Archive"
        canConfirm={false}
        open
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      >
        <p>Level 3 East</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Archive zone' }).textContent).toContain(
      'Level 3 East',
    );
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      renderDialog({ kind: 'leave', subject: undefined });
      expect(screen.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
