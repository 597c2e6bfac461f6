import { useEffect, useRef } from 'react';
import { Link, useLocation, useMatchRoute, useRouter } from '@tanstack/react-router';
import { hasProjectPermission } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import { useSession } from '@/lib/auth-store.ts';
import type { NavEntry, NavItem } from '@/lib/nav.ts';
import { navGroups } from './nav-groups.ts';

// Each area declares its entries in `features/<area>/<area>.nav.ts`: found here, none listed.
const NAV_FILES = import.meta.glob<readonly NavEntry[]>('../../features/*/*.nav.ts', {
  eager: true,
  import: 'nav',
});
export const NAV_GROUPS = navGroups(Object.values(NAV_FILES).flat());

/** The spec's mobile layout is below 768 px (spec 000 §9): from there the menu is beside the page. */
const DESKTOP_QUERY = '(min-width: 768px)';

/** The side menu beside the page (shown from 768 px; below, the drawer holds it). */
export function SideNav({ projectId }: { projectId: number }) {
  return (
    <aside className="sl-sidenav">
      <NavList projectId={projectId} />
    </aside>
  );
}

/**
 * The side menu as a drawer over the page below 768 px: a modal dialog, so focus stays in it,
 * Escape closes it and the page behind is inert. A chosen entry, a tap beside it and a window
 * grown past 768 px close it.
 */
export function SideNavDrawer({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Focus goes back where it was (the menu button) when the drawer closes, as it would
    // after closing any dialog.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    const wide = window.matchMedia(DESKTOP_QUERY);
    const grown = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', grown);
    return () => wide.removeEventListener('change', grown);
  }, [onClose]);
  return (
    <dialog
      ref={dialog}
      className="sl-drawer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog itself, not on its menu, is a click on the dimmed page beside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <NavList projectId={projectId} onNavigate={onClose} />
    </dialog>
  );
}

function NavList({ projectId, onNavigate }: { projectId: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const session = useSession();
  const matchRoute = useMatchRoute();
  const pathname = useLocation({ select: (location) => location.pathname });
  const params = { id: String(projectId) };
  const current = (item: NavItem) =>
    Boolean(matchRoute({ to: item.to, params, fuzzy: true })) ||
    (item.section !== undefined && pathname.startsWith(`/project/${projectId}/${item.section}/`));
  const mayOpen = (item: NavItem) => {
    const permissions = router.routesByPath[item.to].options.staticData?.permissions ?? [];
    return session !== null && hasProjectPermission(session, projectId, permissions);
  };
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter(mayOpen),
  })).filter((group) => group.items.length > 0);

  return (
    <nav aria-label={t('nav.label')}>
      <ul className="sl-nav">
        {groups.map((group) => (
          <li key={group.key}>
            <div id={`nav-group-${group.key}`} className="sl-nav__group">
              {t(group.label)}
            </div>
            <ul aria-labelledby={`nav-group-${group.key}`}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    params={params}
                    className="sl-nav__link"
                    aria-current={current(item) ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    <Icon path={item.icon} />
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
