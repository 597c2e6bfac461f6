import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SitelineMark } from '../../components/brand/siteline-mark.tsx';
import { ProjectsSwitcher } from '../../features/projects/components/projects-switcher.tsx';
import { useSession } from '../../lib/auth-store.ts';
import { UserMenu } from './user-menu.tsx';

export interface AppHeaderProps {
  projectId: number | null;
  profileProjectId: number | null;
  /** Shown on the mobile layout, where the side navigation is a drawer. */
  onOpenNav?: () => void;
}

export function AppHeader({ projectId, profileProjectId, onOpenNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {onOpenNav && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('app.openNavigation')}
            onClick={onOpenNav}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          aria-label={t('app.name')}
          component={RouterLink}
          to="/project"
          color="inherit"
          underline="none"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 700,
            fontSize: '1.25rem',
          }}
        >
          <SitelineMark size={28} />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('app.name')}
          </Box>
        </Link>
        {session?.demoMode && (
          <Chip label={t('app.demo')} size="small" color="secondary" data-testid="demo-badge" />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {projectId !== null && <ProjectsSwitcher projectId={projectId} />}
        <UserMenu profileProjectId={profileProjectId} />
      </Toolbar>
    </AppBar>
  );
}
