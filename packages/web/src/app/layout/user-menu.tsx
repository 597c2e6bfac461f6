import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import {
  accountCircle,
  check,
  logout,
  outbox,
  personOutlined,
  speed,
} from '@/components/icon/icon-paths.ts';
import { signOut, useSession } from '@/lib/auth-store.ts';
import { LANGUAGES, currentLanguage, setLanguage } from '@/lib/i18n.ts';
import { useSetDemoMode } from './use-demo-mode.ts';

/**
 * Name, profile, language, demo mode (provider employees only) and sign-out, as a menu button
 * (WAI-ARIA menu pattern): the arrow keys, Home and End move between the items, Escape closes
 * and returns to the button, Tab or a click elsewhere closes.
 */
export function UserMenu({ profileProjectId }: { profileProjectId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const setDemoMode = useSetDemoMode();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    items(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (!session) return null;

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (action: () => void) => () => {
    close();
    action();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = move[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const openProfile = () => {
    if (profileProjectId === null) return;
    void navigate({
      to: '/project/$id/settings/profile',
      params: { id: String(profileProjectId) },
    });
  };
  const openWebVitals = () => {
    if (profileProjectId === null) return;
    void navigate({
      to: '/project/$id/settings/web-vitals',
      params: { id: String(profileProjectId) },
    });
  };
  const openOutbox = () => {
    if (profileProjectId === null) return;
    void navigate({
      to: '/project/$id/settings/outbox',
      params: { id: String(profileProjectId) },
    });
  };

  return (
    <div className="sl-usermenu">
      <button
        ref={button}
        type="button"
        className="sl-icon-button"
        aria-label={t('userMenu.button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon path={accountCircle} />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('userMenu.button')}
          className="sl-menu"
          onKeyDown={onKeyDown}
        >
          <p className="sl-menu__name" data-testid="user-menu-name" role="presentation">
            {session.userName}
          </p>
          <hr className="sl-menu__divider" />
          {profileProjectId !== null && (
            <MenuItem icon={personOutlined} onClick={choose(openProfile)}>
              {t('userMenu.profile')}
            </MenuItem>
          )}
          <div role="group" aria-labelledby={`${menuId}-language`}>
            <div id={`${menuId}-language`} className="sl-menu__label" role="presentation">
              {t('userMenu.language')}
            </div>
            {LANGUAGES.map((language) => (
              <MenuItem
                key={language}
                role="menuitemradio"
                checked={currentLanguage() === language}
                icon={currentLanguage() === language ? check : undefined}
                lang={language}
                onClick={choose(() => setLanguage(language))}
              >
                {t(`languages.${language}`)}
              </MenuItem>
            ))}
          </div>
          {session.isProviderEmployee && (
            <>
              <hr className="sl-menu__divider" />
              <MenuItem
                role="menuitemcheckbox"
                checked={session.demoMode}
                onClick={choose(() => void setDemoMode(!session.demoMode))}
                end={<span className="sl-switch" data-on={session.demoMode} aria-hidden />}
              >
                {t('userMenu.demoMode')}
              </MenuItem>
              {profileProjectId !== null && (
                <MenuItem icon={speed} onClick={choose(openWebVitals)}>
                  {t('userMenu.webVitals')}
                </MenuItem>
              )}
              {profileProjectId !== null && (
                <MenuItem icon={outbox} onClick={choose(openOutbox)}>
                  {t('userMenu.outbox')}
                </MenuItem>
              )}
            </>
          )}
          <hr className="sl-menu__divider" />
          <MenuItem icon={logout} onClick={choose(() => signOut('user'))}>
            {t('userMenu.signOut')}
          </MenuItem>
        </div>
      )}
    </div>
  );
}

/** The menu's items, in order: what the arrow keys move between. */
function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
}

interface MenuItemProps {
  role?: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  checked?: boolean;
  /** Drawn in the icon column; the column is kept when there is none, so texts line up. */
  icon?: string;
  lang?: string;
  onClick: () => void;
  children: ReactNode;
  /** After the text, at the item's end (the demo mode's switch). */
  end?: ReactNode;
}

function MenuItem(props: MenuItemProps) {
  const { role = 'menuitem', checked, icon, lang, onClick, children, end } = props;
  return (
    <button
      type="button"
      role={role}
      aria-checked={role === 'menuitem' ? undefined : checked}
      tabIndex={-1}
      lang={lang}
      className="sl-menu__item"
      onClick={onClick}
    >
      {role !== 'menuitemcheckbox' && (
        <span className="sl-menu__icon">{icon && <Icon path={icon} size={20} />}</span>
      )}
      <span className="sl-menu__text">{children}</span>
      {end}
    </button>
  );
}
