import type lib from './locales/en.json';
import type accessControl from '../features/access-control/locales/en.json';
import type contractManagement from '../features/contracts/locales/en.json';
import type auth from '../features/auth/locales/en.json';
import type dashboards from '../features/dashboards/locales/en.json';
import type hardware from '../features/hardware/locales/en.json';
import type projects from '../features/projects/locales/en.json';
import type realtime from '../features/realtime/locales/en.json';
import type settings from '../features/settings/locales/en.json';
import type zones from '../features/zones/locales/en.json';
import type users from '../features/users/locales/en.json';
import type workerBadges from '../features/workers/badges/locales/en.json';
import type workerRecord from '../features/workers/record/locales/en.json';
import type workerWorktime from '../features/workers/worktime/locales/en.json';
import type registrations from '../features/registrations/locales/en.json';
import type dateRange from '../components/date-range/locales/en.json';
import type indexCard from '../components/index-card/locales/en.json';
import type periodChart from '../components/period-chart/locales/en.json';
import type confirmDialog from '../components/confirm-dialog/locales/en.json';
import type noticeStack from '../components/notice-stack/locales/en.json';
import type saveButton from '../components/save-button/locales/en.json';
import type dataGrid from '../components/data-grid/locales/en.json';
import type workersDirectory from '../features/workers/directory/locales/en.json';

/**
 * The English files are the key list: `t('nav.home')` is checked by tsc. A folder that adds
 * `locales/{en,es}.json` adds its English file here (i18n.test.ts fails until it does).
 */
export type Translation = typeof lib &
  typeof accessControl &
  typeof contractManagement &
  typeof auth &
  typeof dashboards &
  typeof hardware &
  typeof projects &
  typeof realtime &
  typeof settings &
  typeof zones &
  typeof users &
  typeof workerBadges &
  typeof workerRecord &
  typeof workerWorktime &
  typeof registrations &
  typeof dateRange &
  typeof indexCard &
  typeof periodChart &
  typeof confirmDialog &
  typeof noticeStack &
  typeof saveButton &
  typeof workersDirectory &
  typeof dataGrid;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation; texts: Record<string, string> };
  }
}
