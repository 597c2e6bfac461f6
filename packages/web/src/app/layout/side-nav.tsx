import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SensorDoorOutlinedIcon from '@mui/icons-material/SensorDoorOutlined';
import RouterOutlinedIcon from '@mui/icons-material/RouterOutlined';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import { useMatchRoute, useRouter } from '@tanstack/react-router';
import { hasProjectPermission } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth-store.ts';
import { SIDE_NAV_WIDTH } from './layout-constants.ts';
import { ListItemLink } from './list-item-link.tsx';

/** Areas that are built; each shows only when the route table lets the user in. */
const NAV_ITEMS = [
  { to: '/project/$id/home', label: 'nav.home', Icon: HomeOutlinedIcon },
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
  const params = { id: String(projectId) };

  const items = NAV_ITEMS.filter((item) => {
    const permissions = router.routesByPath[item.to].options.staticData?.permissions ?? [];
    return session !== null && hasProjectPermission(session, projectId, permissions);
  });

  const list = (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1 }}>
      {items.map(({ to, label, Icon }) => (
        <ListItemLink
          key={to}
          to={to}
          params={params}
          onClick={onClose}
          selected={Boolean(matchRoute({ to, params, fuzzy: true }))}
          sx={{ borderRadius: 2 }}
        >
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={t(label)} />
        </ListItemLink>
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
