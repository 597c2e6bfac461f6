import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, setLanguage } from '@/lib/i18n.ts';
import { makeProject as project, signIn } from '@/test/factories.ts';
import { renderApp, serveProjects } from '@/test/render-app.tsx';

/** The signed-in frame in plain React: its menu, its drawer and its project switcher. */
describe('the signed-in shell', () => {
  it('opens the user menu on its first item and moves through it with the keys', async () => {
    signIn([5]);
    serveProjects([project(5)]);
    renderApp('/project/5/home');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'User menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'English',
      'Español',
      'Sign out',
    ]);
    expect(document.activeElement).toBe(items[0]);
    expect(
      within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[3]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the user menu on a click elsewhere, and changes the language from it', async () => {
    signIn([5]);
    serveProjects([project(5)]);
    renderApp('/project/5/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    try {
      await user.click(screen.getByRole('button', { name: 'User menu' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));
      await waitFor(() => expect(currentLanguage()).toBe('es'));
      expect(screen.queryByRole('menu')).toBeNull();
    } finally {
      setLanguage('en');
    }
  });

  it('offers demo mode to a provider employee only, as a checkbox item', async () => {
    signIn([5], { isProviderEmployee: true });
    serveProjects([project(5)]);
    renderApp('/project/5/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const demo = screen.getByRole('menuitemcheckbox', { name: 'Demo mode' });
    expect(demo.getAttribute('aria-checked')).toBe('false');
  });

  it('opens the side menu as a drawer and closes it when an entry is chosen', async () => {
    signIn([5]);
    serveProjects([project(5)]);
    const router = renderApp('/project/5/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Contracts' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project/5/contracts-summary'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches project from the top bar’s select, keeping the screen', async () => {
    signIn([5, 8]);
    serveProjects([project(5), project(8)]);
    const router = renderApp('/project/5/contracts-summary');
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('5'));
    expect(screen.getAllByText('Tower 5').length).toBeGreaterThan(0);

    await user.selectOptions(select, 'Tower 8');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project/8/contracts-summary'),
    );
  });
});
