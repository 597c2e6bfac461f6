import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import ListSubheader from '@mui/material/ListSubheader';
import { useLocation, useMatchRoute, useRouter } from '@tanstack/react-router';
import { hasProjectPermission } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth-store.ts';
import { SIDE_NAV_WIDTH } from './layout-constants.ts';
import { ListItemLink } from './list-item-link.tsx';
import { navGroups, type NavEntry, type NavItem } from './nav-groups.ts';

// Each area declares its entries in `features/<area>/<area>.nav.ts`: found here, none listed.
const NAV_FILES = import.meta.glob<readonly NavEntry[]>('../../features/*/*.nav.ts', {
  eager: true,
  import: 'nav',
});
export const NAV_GROUPS = navGroups(Object.values(NAV_FILES).flat());

export interface SideNavProps {
  projectId: number;
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

export function SideNav({ projectId, mobile, open, onClose }: SideNavProps) {
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

  const list = (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1 }}>
      {groups.map((group) => (
        <li key={group.key}>
          <List
            component="ul"
            disablePadding
            aria-labelledby={`nav-group-${group.key}`}
            subheader={
              <ListSubheader
                id={`nav-group-${group.key}`}
                disableSticky
                sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}
              >
                {t(group.label)}
              </ListSubheader>
            }
          >
            {group.items.map((item) => {
              const { to, label, Icon } = item;
              return (
                <ListItemLink
                  key={to}
                  to={to}
                  params={params}
                  onClick={onClose}
                  selected={current(item)}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(label)} />
                </ListItemLink>
              );
            })}
          </List>
        </li>
      ))}
    </List>
  );

  return (
    <Drawer
      variant={mobile ? 'temporary' : 'permanent'}
      open={mobile ? open : true}
      onClose={onClose}
      sx={{
        width: mobile ? undefined : SIDE_NAV_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box sx={{ overflow: 'auto', pt: 1 }}>{list}</Box>
    </Drawer>
  );
}
