import type { AccessLevel } from '../db/schema.ts';

/**
 * The physical sites: zone trees, where the readers hang, and the access rules an operator
 * would have set up. Zones are named uniquely within a project so the plan can refer to them by
 * name; the insert code turns names into ids.
 */
export interface ZonePlan {
  name: string;
  parent: string | null;
  status?: 'ALLOW' | 'DENY' | 'INHERIT';
  entranceExit?: boolean;
  archived?: boolean;
  description?: string;
}

export interface ReaderPlan {
  model: 'nfc' | 'ble';
  /** Null: a reader in the project's inventory that nobody has placed yet. */
  zone: string | null;
  location: string;
  /** Set for readers that run on battery, with the level they last reported. */
  battery?: number;
}

/** A rule for every contract (prime or sub) holding `trade`. */
export interface ContractRulePlan {
  zone: string;
  trade: string;
  level: AccessLevel;
}

/** A rule for the first worker of the `trade` contract with `title`. */
export interface WorkerRulePlan extends ContractRulePlan {
  title: string;
}

export interface SiteLayout {
  zones: readonly ZonePlan[];
  readers: readonly ReaderPlan[];
  contractRules: readonly ContractRulePlan[];
  workerRules: readonly WorkerRulePlan[];
}

const gate = (name: string): ZonePlan => ({ name, parent: 'Site', entranceExit: true });
const nfc = (zone: string, location: string): ReaderPlan => ({ model: 'nfc', zone, location });
const ble = (zone: string | null, location: string, battery?: number): ReaderPlan =>
  battery === undefined
    ? { model: 'ble', zone, location }
    : { model: 'ble', zone, location, battery };
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const NY_LEVELS = range(1, 12).map((n) => `Level ${n}`);

export const NEW_YORK_LAYOUT: SiteLayout = {
  zones: [
    { name: 'Site', parent: null, description: 'Everything inside the site fence' },
    gate('Main Gate'),
    gate('North Gate'),
    { name: 'Laydown Yard', parent: 'Site' },
    { name: 'Site Office', parent: 'Site', status: 'ALLOW' },
    { name: 'Crane Zone', parent: 'Site', status: 'DENY', description: 'Tower crane swing radius' },
    { name: 'Level B1', parent: 'Site' },
    { name: 'Level B1 - Mechanical Room', parent: 'Level B1', status: 'DENY' },
    ...NY_LEVELS.map((name) => ({ name, parent: 'Site' })),
    { name: 'Level 1 - Loading Dock', parent: 'Level 1' },
    { name: 'Level 3 - Electrical Room', parent: 'Level 3', status: 'DENY' },
    { name: 'Level 8 - Electrical Room', parent: 'Level 8', status: 'DENY' },
    { name: 'Roof', parent: 'Site' },
    { name: 'Roof - Elevator Machine Room', parent: 'Roof', status: 'DENY' },
    // Removed when the permanent elevators took over; kept so old reads still resolve.
    { name: 'Temporary Material Hoist', parent: 'Site', archived: true },
  ],
  readers: [
    nfc('Main Gate', 'Main Gate turnstile 1'),
    nfc('Main Gate', 'Main Gate turnstile 2'),
    nfc('North Gate', 'North Gate turnstile 1'),
    ble('Laydown Yard', 'Laydown Yard light pole'),
    ble('Site Office', 'Site Office entrance'),
    ble('Crane Zone', 'Tower crane base', 78),
    ble('Level B1', 'Level B1 hoist landing'),
    ble('Level B1 - Mechanical Room', 'Mechanical room door'),
    ble('Level 1', 'Level 1 east core'),
    ble('Level 1', 'Level 1 west core'),
    ble('Level 1 - Loading Dock', 'Loading dock bay 2'),
    ...NY_LEVELS.slice(1).map((level) => ble(level, `${level} hoist landing`)),
    ble('Level 3 - Electrical Room', 'Level 3 electrical room door'),
    ble('Level 8 - Electrical Room', 'Level 8 electrical room door', 64),
    ble('Roof', 'Roof stair bulkhead', 21),
    ble(null, 'Spare gateway in the site office'),
    { model: 'nfc', zone: null, location: 'Spare turnstile reader' },
  ],
  contractRules: [
    { zone: 'Level 3 - Electrical Room', trade: 'Electrical', level: 'Indefinite' },
    { zone: 'Level 8 - Electrical Room', trade: 'Electrical', level: 'Indefinite' },
    { zone: 'Level 3 - Electrical Room', trade: 'Low Voltage', level: 'Limited' },
    { zone: 'Roof - Elevator Machine Room', trade: 'Elevators', level: 'Limited' },
    { zone: 'Level B1 - Mechanical Room', trade: 'HVAC', level: 'Indefinite' },
    { zone: 'Crane Zone', trade: 'Structural Steel', level: 'Indefinite' },
    { zone: 'Roof', trade: 'Painting', level: 'Deny' },
  ],
  workerRules: [
    { zone: 'Crane Zone', trade: 'Rigging', title: 'Foreman', level: 'Indefinite' },
    { zone: 'Level B1 - Mechanical Room', trade: 'Concrete', title: 'Foreman', level: 'Limited' },
    { zone: 'Site Office', trade: 'Drywall', title: 'Apprentice', level: 'Deny' },
  ],
};

const WINGS = ['East Wing', 'West Wing'] as const;
const WING_LEVELS = WINGS.flatMap((wing) =>
  range(1, 5).map((n) => ({ wing, name: `${wing} L${n}` })),
);

export const LOS_ANGELES_LAYOUT: SiteLayout = {
  zones: [
    { name: 'Site', parent: null, description: 'Everything inside the site fence' },
    gate('Main Gate'),
    gate('West Gate'),
    { name: 'Laydown Yard', parent: 'Site' },
    { name: 'Site Office', parent: 'Site', status: 'ALLOW' },
    { name: 'Crane Zone', parent: 'Site', status: 'DENY' },
    ...WINGS.map((name) => ({ name, parent: 'Site' })),
    ...WING_LEVELS.map(({ wing, name }) => ({ name, parent: wing })),
    { name: 'West Wing L1 - Loading Dock', parent: 'West Wing L1' },
    {
      name: 'East Wing L1 - Imaging Suite',
      parent: 'East Wing L1',
      status: 'DENY',
      description: 'Lead-lined rooms; shielding inspection pending',
    },
    { name: 'East Wing L2 - Electrical Room', parent: 'East Wing L2', status: 'DENY' },
    { name: 'West Wing L2 - Electrical Room', parent: 'West Wing L2', status: 'DENY' },
    { name: 'Central Plant', parent: 'Site' },
    { name: 'Roof', parent: 'Site' },
    { name: 'Roof - Elevator Machine Room', parent: 'Roof', status: 'DENY' },
    { name: 'Temporary Access Ramp', parent: 'Site', archived: true },
  ],
  readers: [
    nfc('Main Gate', 'Main Gate turnstile 1'),
    nfc('Main Gate', 'Main Gate turnstile 2'),
    nfc('West Gate', 'West Gate turnstile 1'),
    ble('Laydown Yard', 'Laydown Yard fence post'),
    ble('Site Office', 'Site Office entrance'),
    ble('Crane Zone', 'Crane mat north', 88),
    ...WING_LEVELS.map(({ name }) => ble(name, `${name} stair 2`)),
    ble('West Wing L1 - Loading Dock', 'Loading dock door'),
    ble('East Wing L1 - Imaging Suite', 'Imaging corridor'),
    ble('East Wing L2 - Electrical Room', 'Electrical room door'),
    ble('West Wing L2 - Electrical Room', 'Electrical room door'),
    ble('Central Plant', 'Central plant chiller bay'),
    ble('Roof', 'Roof hatch', 47),
    ble(null, 'Returned for repair'),
  ],
  contractRules: [
    { zone: 'East Wing L2 - Electrical Room', trade: 'Electrical', level: 'Indefinite' },
    { zone: 'West Wing L2 - Electrical Room', trade: 'Electrical', level: 'Indefinite' },
    { zone: 'East Wing L1 - Imaging Suite', trade: 'Low Voltage', level: 'Limited' },
    { zone: 'Roof - Elevator Machine Room', trade: 'Elevators', level: 'Limited' },
    { zone: 'Crane Zone', trade: 'Structural Steel', level: 'Indefinite' },
    { zone: 'Central Plant', trade: 'Flooring', level: 'Deny' },
  ],
  workerRules: [
    { zone: 'Crane Zone', trade: 'Rigging', title: 'Foreman', level: 'Indefinite' },
    {
      zone: 'East Wing L1 - Imaging Suite',
      trade: 'Medical Gas',
      title: 'Foreman',
      level: 'Limited',
    },
  ],
};

export const DEMO_LAYOUT: SiteLayout = {
  zones: [
    { name: 'Site', parent: null },
    gate('Main Gate'),
    { name: 'Truck Court', parent: 'Site' },
    { name: 'Laydown Yard', parent: 'Site' },
    { name: 'Site Office', parent: 'Site', status: 'ALLOW' },
    { name: 'Warehouse', parent: 'Site' },
    { name: 'Warehouse - Dock Doors', parent: 'Warehouse' },
    { name: 'Warehouse - Electrical Room', parent: 'Warehouse', status: 'DENY' },
    { name: 'Office Mezzanine', parent: 'Warehouse' },
    { name: 'Roof', parent: 'Site' },
  ],
  readers: [
    nfc('Main Gate', 'Main Gate turnstile 1'),
    ble('Truck Court', 'Truck court light pole'),
    ble('Laydown Yard', 'Laydown Yard container'),
    ble('Site Office', 'Site Office entrance'),
    ble('Warehouse', 'Warehouse north column line'),
    ble('Warehouse', 'Warehouse south column line'),
    ble('Warehouse - Dock Doors', 'Dock door 12'),
    ble('Warehouse - Electrical Room', 'Electrical room door'),
    ble('Office Mezzanine', 'Mezzanine stair'),
    ble('Roof', 'Roof hatch', 55),
  ],
  contractRules: [
    { zone: 'Warehouse - Electrical Room', trade: 'Electrical', level: 'Indefinite' },
    { zone: 'Roof', trade: 'Painting', level: 'Deny' },
  ],
  workerRules: [
    { zone: 'Warehouse - Electrical Room', trade: 'HVAC', title: 'Foreman', level: 'Limited' },
  ],
};

/**
 * A school addition with no entrance/exit zones (nobody badges at a gate: presence comes from the
 * BLE gateways alone) and, in projects.ts, no shift windows.
 */
export const SCHOOL_LAYOUT: SiteLayout = {
  zones: [
    { name: 'Site', parent: null },
    { name: 'Laydown Yard', parent: 'Site' },
    { name: 'Site Office', parent: 'Site', status: 'ALLOW' },
    { name: 'Classroom Wing', parent: 'Site' },
    { name: 'Classroom Wing - Electrical Room', parent: 'Classroom Wing', status: 'DENY' },
    { name: 'Gymnasium', parent: 'Site' },
  ],
  readers: [
    ble('Laydown Yard', 'Laydown Yard trailer'),
    ble('Site Office', 'Site Office door'),
    ble('Classroom Wing', 'Classroom Wing corridor'),
    ble('Classroom Wing', 'Classroom Wing stair', 80),
    ble('Classroom Wing - Electrical Room', 'Electrical room door'),
    ble('Gymnasium', 'Gymnasium east wall'),
  ],
  contractRules: [
    { zone: 'Classroom Wing - Electrical Room', trade: 'Electrical', level: 'Indefinite' },
  ],
  workerRules: [],
};
