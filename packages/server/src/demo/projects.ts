import type { Executor } from '../db/database.ts';
import {
  DEMO_LAYOUT,
  LOS_ANGELES_LAYOUT,
  NEW_YORK_LAYOUT,
  SCHOOL_LAYOUT,
  type SiteLayout,
} from './site-layout.ts';
import {
  DEMO_CONTRACTS,
  LOS_ANGELES_CONTRACTS,
  NEW_YORK_CONTRACTS,
  SCHOOL_CONTRACTS,
  type ContractPlan,
} from './trades.ts';

/** Where a project's workers live: drives addresses, zip codes, phone area codes, CityResident. */
export interface MetroCity {
  city: string;
  state: string;
  zips: readonly string[];
  areaCodes: readonly string[];
  /** Resident of the city the project is in (local-hire reporting). */
  resident: boolean;
  weight: number;
}

export interface ProjectPlan {
  key: 'newYork' | 'losAngeles' | 'demo' | 'school';
  account: string;
  title: string;
  shortCode: string;
  timeZoneId: string;
  /** Dates hang from the seed's "today" so the site always looks mid-construction. */
  startMonthsAgo: number;
  endMonthsAhead: number;
  workers: number;
  /** Prefix of WorkerSiteNumber, e.g. 'NY-00123'. */
  sitePrefix: string;
  isDemo: boolean;
  spareTags: number;
  safeProxTags: number;
  /** Workers whose first badge was lost or broken and replaced. */
  replacedBadges: number;
  contracts: readonly ContractPlan[];
  layout: SiteLayout;
  metro: readonly MetroCity[];
  /** False: the project defines no shift windows (every worker-day is NotApplicable). */
  shifts: boolean;
  /**
   * A reader moved to another zone `daysAgo` days before the seed's today, at noon: reads
   * before resolve to the old zone, reads after to the new one.
   */
  movedReader?: { location: string; toZone: string; daysAgo: number };
}

// prettier-ignore
const NEW_YORK_METRO: readonly MetroCity[] = [
  { city: 'Brooklyn', state: 'NY', zips: ['11201', '11215', '11220', '11229', '11235'], areaCodes: ['718', '347', '929'], resident: true, weight: 22 },
  { city: 'Bronx', state: 'NY', zips: ['10453', '10462', '10467'], areaCodes: ['718', '347'], resident: true, weight: 14 },
  { city: 'Astoria', state: 'NY', zips: ['11102', '11103'], areaCodes: ['718', '929'], resident: true, weight: 8 },
  { city: 'Flushing', state: 'NY', zips: ['11354', '11355'], areaCodes: ['718', '347'], resident: true, weight: 7 },
  { city: 'New York', state: 'NY', zips: ['10027', '10031', '10034'], areaCodes: ['212', '646', '917'], resident: true, weight: 8 },
  { city: 'Staten Island', state: 'NY', zips: ['10301', '10314'], areaCodes: ['718', '917'], resident: true, weight: 7 },
  { city: 'Jersey City', state: 'NJ', zips: ['07302', '07306'], areaCodes: ['201', '551'], resident: false, weight: 10 },
  { city: 'Newark', state: 'NJ', zips: ['07104', '07105'], areaCodes: ['973', '862'], resident: false, weight: 8 },
  { city: 'Elizabeth', state: 'NJ', zips: ['07201', '07206'], areaCodes: ['908'], resident: false, weight: 5 },
  { city: 'Yonkers', state: 'NY', zips: ['10701', '10704'], areaCodes: ['914'], resident: false, weight: 6 },
  { city: 'Hempstead', state: 'NY', zips: ['11550'], areaCodes: ['516'], resident: false, weight: 5 },
];

// prettier-ignore
const LOS_ANGELES_METRO: readonly MetroCity[] = [
  { city: 'Los Angeles', state: 'CA', zips: ['90011', '90026', '90032', '90044', '90065'], areaCodes: ['213', '323'], resident: true, weight: 26 },
  { city: 'North Hollywood', state: 'CA', zips: ['91601', '91605'], areaCodes: ['818', '747'], resident: true, weight: 8 },
  { city: 'Van Nuys', state: 'CA', zips: ['91405', '91406'], areaCodes: ['818'], resident: true, weight: 8 },
  { city: 'San Pedro', state: 'CA', zips: ['90731'], areaCodes: ['310', '424'], resident: true, weight: 4 },
  { city: 'Long Beach', state: 'CA', zips: ['90805', '90813'], areaCodes: ['562'], resident: false, weight: 10 },
  { city: 'Pasadena', state: 'CA', zips: ['91103', '91104'], areaCodes: ['626'], resident: false, weight: 6 },
  { city: 'Pomona', state: 'CA', zips: ['91766', '91768'], areaCodes: ['909'], resident: false, weight: 7 },
  { city: 'Santa Ana', state: 'CA', zips: ['92701', '92704'], areaCodes: ['714', '657'], resident: false, weight: 8 },
  { city: 'Inglewood', state: 'CA', zips: ['90301', '90302'], areaCodes: ['310', '424'], resident: false, weight: 6 },
  { city: 'Glendale', state: 'CA', zips: ['91204', '91205'], areaCodes: ['818'], resident: false, weight: 5 },
];

// prettier-ignore
const DENVER_METRO: readonly MetroCity[] = [
  { city: 'Lakewood', state: 'CO', zips: ['80226', '80227'], areaCodes: ['303', '720'], resident: true, weight: 6 },
  { city: 'Denver', state: 'CO', zips: ['80204', '80219', '80223'], areaCodes: ['303', '720'], resident: false, weight: 12 },
  { city: 'Aurora', state: 'CO', zips: ['80010', '80012'], areaCodes: ['303', '720'], resident: false, weight: 5 },
  { city: 'Arvada', state: 'CO', zips: ['80002'], areaCodes: ['303', '720'], resident: false, weight: 4 },
];

// prettier-ignore
const CHICAGO_METRO: readonly MetroCity[] = [
  { city: 'Riverside', state: 'IL', zips: ['60546'], areaCodes: ['708'], resident: true, weight: 4 },
  { city: 'Chicago', state: 'IL', zips: ['60608', '60623', '60629', '60632', '60639'], areaCodes: ['312', '773', '872'], resident: false, weight: 20 },
  { city: 'Cicero', state: 'IL', zips: ['60804'], areaCodes: ['708'], resident: false, weight: 6 },
  { city: 'Aurora', state: 'IL', zips: ['60505'], areaCodes: ['630', '331'], resident: false, weight: 4 },
  { city: 'Joliet', state: 'IL', zips: ['60432', '60435'], areaCodes: ['815', '779'], resident: false, weight: 4 },
  { city: 'Elgin', state: 'IL', zips: ['60120'], areaCodes: ['847', '224'], resident: false, weight: 3 },
];

export const PROJECT_PLANS: readonly ProjectPlan[] = [
  {
    key: 'newYork',
    account: 'Harborview Builders',
    title: 'Hudson Yards Tower B',
    shortCode: 'HYTWRB',
    timeZoneId: 'America/New_York',
    startMonthsAgo: 10,
    endMonthsAhead: 16,
    workers: 330,
    sitePrefix: 'NY',
    isDemo: false,
    spareTags: 20,
    safeProxTags: 30,
    replacedBadges: 10,
    contracts: NEW_YORK_CONTRACTS,
    layout: NEW_YORK_LAYOUT,
    metro: NEW_YORK_METRO,
    shifts: true,
    movedReader: { location: 'Level 1 west core', toZone: 'Level 1 - Loading Dock', daysAgo: 21 },
  },
  {
    key: 'losAngeles',
    account: 'Golden State Health Partners',
    title: 'Mission Hills Medical Center',
    shortCode: 'MHMCLA',
    timeZoneId: 'America/Los_Angeles',
    startMonthsAgo: 7,
    endMonthsAhead: 20,
    workers: 270,
    sitePrefix: 'LA',
    isDemo: false,
    spareTags: 20,
    safeProxTags: 0,
    replacedBadges: 10,
    contracts: LOS_ANGELES_CONTRACTS,
    layout: LOS_ANGELES_LAYOUT,
    metro: LOS_ANGELES_METRO,
    shifts: true,
  },
  {
    key: 'demo',
    account: 'Riverside Industrial Partners',
    title: 'Riverside Logistics Hub',
    shortCode: 'RVLHUB',
    timeZoneId: 'America/Chicago',
    startMonthsAgo: 5,
    endMonthsAhead: 9,
    workers: 80,
    sitePrefix: 'RV',
    isDemo: true,
    spareTags: 6,
    safeProxTags: 0,
    replacedBadges: 3,
    contracts: DEMO_CONTRACTS,
    layout: DEMO_LAYOUT,
    metro: CHICAGO_METRO,
    shifts: true,
    movedReader: {
      location: 'Warehouse south column line',
      toZone: 'Warehouse - Dock Doors',
      daysAgo: 14,
    },
  },
  {
    key: 'school',
    account: 'Front Range School District',
    title: 'Lakewood Elementary Addition',
    shortCode: 'LKWELA',
    timeZoneId: 'America/Denver',
    startMonthsAgo: 4,
    endMonthsAhead: 8,
    workers: 30,
    sitePrefix: 'LK',
    isDemo: false,
    spareTags: 3,
    safeProxTags: 0,
    replacedBadges: 1,
    contracts: SCHOOL_CONTRACTS,
    layout: SCHOOL_LAYOUT,
    metro: DENVER_METRO,
    shifts: false,
  },
];

export interface DemoProjectIds {
  newYorkProjectId: number;
  losAngelesProjectId: number;
  demoProjectId: number;
  /** The plain site without gates or shifts; absent on a database seeded before it existed. */
  schoolProjectId?: number;
}

/**
 * The demo projects' ids on a database seeded earlier (seedDemo only reports them on the run
 * that creates them), found by their short codes. Undefined when they are not all there.
 */
export async function findDemoProjectIds(db: Executor): Promise<DemoProjectIds | undefined> {
  const rows = await db
    .selectFrom('projects')
    .select(['project_id', 'short_code'])
    .where(
      'short_code',
      'in',
      PROJECT_PLANS.map((p) => p.shortCode),
    )
    .execute();
  const idOf = (key: ProjectPlan['key']) => {
    const code = PROJECT_PLANS.find((p) => p.key === key)?.shortCode;
    return rows.find((r) => r.short_code === code)?.project_id;
  };
  const newYorkProjectId = idOf('newYork');
  const losAngelesProjectId = idOf('losAngeles');
  const demoProjectId = idOf('demo');
  if (newYorkProjectId === undefined || losAngelesProjectId === undefined) return undefined;
  if (demoProjectId === undefined) return undefined;
  const schoolProjectId = idOf('school');
  return {
    newYorkProjectId,
    losAngelesProjectId,
    demoProjectId,
    ...(schoolProjectId === undefined ? {} : { schoolProjectId }),
  };
}
