import { useCallback, useEffect, useState } from 'react';
import { Outlet, useParams } from '@tanstack/react-router';
import { BackToTop } from '@/components/back-to-top/back-to-top.tsx';
import { useProjects } from '@/features/projects/api/get-projects.ts';
import { getRememberedProjectId, signOut, useSession } from '@/lib/auth-store.ts';
import { warmIntl } from '@/lib/warm-intl.ts';
import { parseProjectId, pickProjectId } from '../guards.ts';
import { MuiThemeProvider } from '@/components/theme/mui-theme-provider.tsx';
import { AppHeader } from './app-header.tsx';
import { SideNav, SideNavDrawer } from './side-nav.tsx';
import './shell.css';

/**
 * The signed-in frame: top bar, side menu inside a project (a drawer below 768 px, spec 000 §9),
 * the page, back-to-top. The frame is plain React and CSS, drawn on every page without MUI
 * (decision 0015); MUI's theme starts at the page, whose chunk is the first to bring MUI.
 */
export function AppLayout() {
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const session = useSession();
  const { id } = useParams({ strict: false });
  const projectId = parseProjectId(id);
  const { data } = useProjects();
  useEffect(warmIntl, []);

  // spec 000 §8: an empty project list signs the user out; a provider employee stays, to create
  // the first project (docs/domain.md "Project setup").
  const provider = session?.isProviderEmployee ?? false;
  useEffect(() => {
    if (data && data.Data.length === 0 && !provider) signOut('no-projects');
  }, [data, provider]);

  const remembered = session ? getRememberedProjectId(session.userId) : null;
  const profileProjectId = projectId ?? pickProjectId(data?.Data ?? [], remembered);

  return (
    <div className="sl-shell">
      <AppHeader
        projectId={projectId}
        profileProjectId={profileProjectId}
        onOpenNav={projectId !== null ? () => setNavOpen(true) : undefined}
      />
      {projectId !== null && <SideNav projectId={projectId} />}
      {projectId !== null && navOpen && <SideNavDrawer projectId={projectId} onClose={closeNav} />}
      <main className={projectId !== null ? 'sl-main sl-main--nav' : 'sl-main'}>
        <MuiThemeProvider>
          <Outlet />
        </MuiThemeProvider>
      </main>
      <BackToTop />
    </div>
  );
}
