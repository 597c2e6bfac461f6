import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Outlet, useParams } from '@tanstack/react-router';
import { BackToTop } from '../../components/back-to-top/back-to-top.tsx';
import { useProjects } from '../../features/projects/api/get-projects.ts';
import { getRememberedProjectId, signOut, useSession } from '../../lib/auth-store.ts';
import { parseProjectId, pickProjectId } from '../guards.ts';
import { MuiThemeProvider } from '../mui-theme-provider.tsx';
import { AppHeader } from './app-header.tsx';
import { SideNav } from './side-nav.tsx';

/**
 * The signed-in frame: app bar, side navigation inside a project, the page, back-to-top. MUI's
 * theme starts here: this route's chunk is the first to bring MUI (the public pages are plain).
 */
export function AppLayout() {
  return (
    <MuiThemeProvider>
      <AppFrame />
    </MuiThemeProvider>
  );
}

function AppFrame() {
  // spec 000 §9: the mobile layout is below 768 px (theme `md`).
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [navOpen, setNavOpen] = useState(false);
  const session = useSession();
  const { id } = useParams({ strict: false });
  const projectId = parseProjectId(id);
  const { data } = useProjects();

  // spec 000 §8: an empty project list signs the user out; a provider employee stays, to create
  // the first project (docs/domain.md "Project setup").
  const provider = session?.isProviderEmployee ?? false;
  useEffect(() => {
    if (data && data.Data.length === 0 && !provider) signOut('no-projects');
  }, [data, provider]);

  const remembered = session ? getRememberedProjectId(session.userId) : null;
  const profileProjectId = projectId ?? pickProjectId(data?.Data ?? [], remembered);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppHeader
        projectId={projectId}
        profileProjectId={profileProjectId}
        onOpenNav={mobile && projectId !== null ? () => setNavOpen(true) : undefined}
      />
      {projectId !== null && (
        <SideNav
          projectId={projectId}
          mobile={mobile}
          open={navOpen}
          onClose={() => setNavOpen(false)}
        />
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <BackToTop />
    </Box>
  );
}
