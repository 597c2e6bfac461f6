import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SensorDoorOutlinedIcon from '@mui/icons-material/SensorDoorOutlined';
import RouterOutlinedIcon from '@mui/icons-material/RouterOutlined';
import { useLocation, useMatchRoute, useRouter } from '@tanstack/react-router';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import { hasProjectPermission } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth-store.ts';
import { SIDE_NAV_WIDTH } from './layout-constants.ts';
import { ListItemLink } from './list-item-link.tsx';

/**
 * Areas that are built; each shows only when the route table lets the user in. `section` also
 * marks the entry as current on the area's other pages (a contract's detail under Contracts).
 */
const NAV_ITEMS = [
  { to: '/project/$id/home', label: 'nav.home', Icon: HomeOutlinedIcon },
  {
    to: '/project/$id/contracts-summary',
    label: 'nav.contracts',
    Icon: AssignmentOutlinedIcon,
    section: 'contracts',
  },
  {
    to: '/project/$id/divisions-summary',
    label: 'nav.divisions',
    Icon: AccountTreeOutlinedIcon,
    section: 'divisions',
  },
  { to: '/project/$id/realtime', label: 'nav.realtime', Icon: SensorsOutlinedIcon },
  { to: '/project/$id/access-control', label: 'nav.accessControl', Icon: SensorDoorOutlinedIcon },
  { to: '/project/$id/hardware', label: 'nav.hardware', Icon: RouterOutlinedIcon },
] as const;

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
  const current = (item: (typeof NAV_ITEMS)[number]) =>
    Boolean(matchRoute({ to: item.to, params, fuzzy: true })) ||
    ('section' in item && pathname.startsWith(`/project/${projectId}/${item.section}/`));

  const items = NAV_ITEMS.filter((item) => {
    const permissions = router.routesByPath[item.to].options.staticData?.permissions ?? [];
    return session !== null && hasProjectPermission(session, projectId, permissions);
  });

  const list = (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1 }}>
      {items.map((item) => {
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
