import type { ParseKeys } from 'i18next';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import RouterOutlinedIcon from '@mui/icons-material/RouterOutlined';
import SensorDoorOutlinedIcon from '@mui/icons-material/SensorDoorOutlined';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import type { FileRoutesByFullPath, FileRoutesByTo } from '../../routeTree.gen.ts';

export interface NavItem {
  /** A route of the table; its permissions (staticData) decide whether the user sees it. */
  to: keyof FileRoutesByTo & keyof FileRoutesByFullPath;
  label: ParseKeys;
  Icon: SvgIconComponent;
  /** Also current on the area's other pages (a contract's detail under Contracts). */
  section?: string;
}

export interface NavGroup {
  key: 'dashboards' | 'progress' | 'directory' | 'groups' | 'reports';
  label: ParseKeys;
  items: readonly NavItem[];
}

/**
 * The side menu's five groups (spec 000 §2, 002 §2: "Dashboards, Progress, Directory, Groups and
 * Reports"). The spec names them only; what each holds (see docs/decisions):
 * - Dashboards: what is happening on site — home, overview*, realtime, access control.
 * - Progress: the plan against the work — contracts and divisions summaries (their details).
 * - Directory: the people — directory* (basic, advanced, recent), registrations (every tab:
 *   desk registration, fields, pin, documents).
 * - Groups: how the site is organised — zones, hardware, contract management, user management,
 *   text messages*, integrations*, and the workforce plan (beside contract management, whose
 *   contracts it plans).
 * - Reports: reports* (daily, weekly, evacuation, alerts, timesheets, undetected devices, zones,
 *   completion).
 * (* not built yet: an area joins its group here when its route files land.) A group shows only
 * the screens the user may open, and no group is shown empty.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'dashboards',
    label: 'nav.groups.dashboards',
    items: [
      { to: '/project/$id/home', label: 'nav.home', Icon: HomeOutlinedIcon },
      { to: '/project/$id/realtime', label: 'nav.realtime', Icon: SensorsOutlinedIcon },
      {
        to: '/project/$id/access-control',
        label: 'nav.accessControl',
        Icon: SensorDoorOutlinedIcon,
      },
    ],
  },
  {
    key: 'progress',
    label: 'nav.groups.progress',
    items: [
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
    ],
  },
  {
    key: 'directory',
    label: 'nav.groups.directory',
    items: [
      {
        to: '/project/$id/directory/basic',
        label: 'nav.directoryBasic',
        Icon: BadgeOutlinedIcon,
        section: 'directory/worker',
      },
      {
        to: '/project/$id/directory/advanced',
        label: 'nav.directoryAdvanced',
        Icon: TableChartOutlinedIcon,
      },
      {
        to: '/project/$id/directory/recent',
        label: 'nav.directoryRecent',
        Icon: PersonAddAltOutlinedIcon,
      },
      {
        to: '/project/$id/registrations/single',
        label: 'nav.registrations',
        Icon: HowToRegOutlinedIcon,
        section: 'registrations',
      },
    ],
  },
  {
    key: 'groups',
    label: 'nav.groups.groups',
    items: [
      {
        to: '/project/$id/zones',
        label: 'nav.zones',
        Icon: LayersOutlinedIcon,
        section: 'zones',
      },
      { to: '/project/$id/hardware', label: 'nav.hardware', Icon: RouterOutlinedIcon },
      {
        to: '/project/$id/contract-management/contracts',
        label: 'nav.contractManagement',
        Icon: HandshakeOutlinedIcon,
      },
      {
        to: '/project/$id/contract-management/plan',
        label: 'nav.workforcePlan',
        Icon: EventNoteOutlinedIcon,
      },
      {
        to: '/project/$id/user-management/users',
        label: 'nav.userManagement',
        Icon: ManageAccountsOutlinedIcon,
        section: 'user-management',
      },
    ],
  },
  { key: 'reports', label: 'nav.groups.reports', items: [] },
];
