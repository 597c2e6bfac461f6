import type { CompanyKey } from './companies.ts';

/** CSI MasterFormat divisions: the grouping contract screens filter trades by. */
export const DIVISIONS = [
  { code: '01', name: 'General Requirements' },
  { code: '03', name: 'Concrete' },
  { code: '04', name: 'Masonry' },
  { code: '05', name: 'Metals' },
  { code: '06', name: 'Wood, Plastics, and Composites' },
  { code: '07', name: 'Thermal and Moisture Protection' },
  { code: '08', name: 'Openings' },
  { code: '09', name: 'Finishes' },
  { code: '14', name: 'Conveying Equipment' },
  { code: '21', name: 'Fire Suppression' },
  { code: '22', name: 'Plumbing' },
  { code: '23', name: 'Heating, Ventilating, and Air Conditioning (HVAC)' },
  { code: '26', name: 'Electrical' },
  { code: '27', name: 'Communications' },
  { code: '28', name: 'Electronic Safety and Security' },
  { code: '31', name: 'Earthwork' },
  { code: '33', name: 'Utilities' },
] as const;
export type DivisionCode = (typeof DIVISIONS)[number]['code'];

/** Which titles a crew is made of (see workers.ts). */
export type CrewKind = 'trade' | 'operators' | 'general' | 'security' | 'commissioning';
/** When the trade mobilises: earthwork before finishes, as on a real schedule. */
export type Phase = 'early' | 'core' | 'late';

export interface SubPlan {
  company: CompanyKey;
  trade: string;
  /** Defaults to the prime's division. */
  division?: DivisionCode;
  crew: number;
}

export interface ContractPlan {
  /** Null for a placeholder contract: the trade is bought but not yet awarded. */
  company: CompanyKey | null;
  trade: string;
  division: DivisionCode;
  /** Relative crew size; workers are spread over a project's contracts in these proportions. */
  crew: number;
  phase: Phase;
  kind?: CrewKind;
  critical?: boolean;
  /** Owner-hired services (security, commissioning): not workforce trades (DOMAIN.md filter 4). */
  ownerServices?: boolean;
  subs?: readonly SubPlan[];
}

/** ContractTypeId 5 is a workforce trade (DOMAIN.md); owner services use another type. */
export const WORKFORCE_CONTRACT_TYPE = 5;
export const OWNER_SERVICES_CONTRACT_TYPE = 3;

// One line per contract reads as the project's buy-out log.
// prettier-ignore
export const NEW_YORK_CONTRACTS: readonly ContractPlan[] = [
  { company: 'harborview', trade: 'General Conditions', division: '01', crew: 12, phase: 'early', kind: 'general' },
  { company: 'granite', trade: 'Earthwork', division: '31', crew: 7, phase: 'early', kind: 'operators',
    subs: [{ company: 'delgado', trade: 'Demolition', crew: 4 }] },
  { company: 'metroUnderground', trade: 'Site Utilities', division: '33', crew: 5, phase: 'early', kind: 'operators' },
  { company: 'atlas', trade: 'Concrete', division: '03', crew: 38, phase: 'early', critical: true,
    subs: [{ company: 'pinnacle', trade: 'Concrete Pumping', crew: 4 }] },
  { company: 'ironbridge', trade: 'Rebar', division: '03', crew: 14, phase: 'early' },
  { company: 'cornerstone', trade: 'Masonry', division: '04', crew: 8, phase: 'core' },
  { company: 'keystone', trade: 'Structural Steel', division: '05', crew: 18, phase: 'early', critical: true,
    subs: [{ company: 'apex', trade: 'Rigging', crew: 5 }] },
  { company: 'oakline', trade: 'Carpentry', division: '06', crew: 9, phase: 'core' },
  { company: 'sealtight', trade: 'Waterproofing', division: '07', crew: 5, phase: 'early' },
  { company: 'skyward', trade: 'Roofing', division: '07', crew: 4, phase: 'late' },
  { company: null, trade: 'Fireproofing', division: '07', crew: 0, phase: 'late' },
  { company: 'clearview', trade: 'Curtain Wall', division: '08', crew: 15, phase: 'core' },
  { company: 'prism', trade: 'Glazing', division: '08', crew: 5, phase: 'late' },
  { company: 'summit', trade: 'Drywall', division: '09', crew: 26, phase: 'core',
    subs: [{ company: 'coastal', trade: 'Insulation', division: '07', crew: 4 }] },
  { company: 'fiveBoroughs', trade: 'Painting', division: '09', crew: 9, phase: 'late' },
  { company: 'triState', trade: 'Flooring', division: '09', crew: 7, phase: 'late',
    subs: [{ company: 'ramirez', trade: 'Tile', crew: 4 }] },
  { company: 'vertex', trade: 'Elevators', division: '14', crew: 8, phase: 'core', critical: true },
  { company: 'redline', trade: 'Fire Protection', division: '21', crew: 12, phase: 'core' },
  { company: 'meridian', trade: 'Plumbing', division: '22', crew: 22, phase: 'core',
    subs: [{ company: 'coastal', trade: 'Pipe Insulation', crew: 3 }] },
  { company: 'northwind', trade: 'HVAC', division: '23', crew: 30, phase: 'core', critical: true,
    subs: [
      { company: 'metroSheetMetal', trade: 'Sheet Metal', crew: 10 },
      { company: 'coastal', trade: 'Duct Insulation', crew: 3 },
      { company: 'signalPath', trade: 'Building Controls', crew: 3 },
    ] },
  { company: 'brightline', trade: 'Electrical', division: '26', crew: 40, phase: 'core', critical: true,
    subs: [
      { company: 'currentPower', trade: 'Temporary Power', crew: 4 },
      { company: 'liberty', trade: 'Firestopping', division: '07', crew: 3 },
    ] },
  { company: 'signalPath', trade: 'Low Voltage', division: '27', crew: 8, phase: 'late' },
  { company: 'sentinel', trade: "Owner's Security", division: '28', crew: 6, phase: 'early', kind: 'security', ownerServices: true },
  { company: 'cxPartners', trade: 'Commissioning', division: '01', crew: 3, phase: 'late', kind: 'commissioning', ownerServices: true },
];

// A hospital: heavier on MEP (medical gas, more HVAC), lighter on curtain wall.
// prettier-ignore
export const LOS_ANGELES_CONTRACTS: readonly ContractPlan[] = [
  { company: 'harborview', trade: 'General Conditions', division: '01', crew: 10, phase: 'early', kind: 'general' },
  { company: 'granite', trade: 'Earthwork', division: '31', crew: 8, phase: 'early', kind: 'operators' },
  { company: 'metroUnderground', trade: 'Site Utilities', division: '33', crew: 6, phase: 'early', kind: 'operators' },
  { company: 'atlas', trade: 'Concrete', division: '03', crew: 30, phase: 'early', critical: true,
    subs: [{ company: 'pinnacle', trade: 'Concrete Pumping', crew: 3 }] },
  { company: 'ironbridge', trade: 'Rebar', division: '03', crew: 10, phase: 'early' },
  { company: 'keystone', trade: 'Structural Steel', division: '05', crew: 14, phase: 'early', critical: true,
    subs: [{ company: 'apex', trade: 'Rigging', crew: 4 }] },
  { company: 'oakline', trade: 'Carpentry', division: '06', crew: 7, phase: 'core' },
  { company: 'sealtight', trade: 'Waterproofing', division: '07', crew: 4, phase: 'early' },
  { company: 'skyward', trade: 'Roofing', division: '07', crew: 5, phase: 'core' },
  { company: null, trade: 'Fireproofing', division: '07', crew: 0, phase: 'late' },
  { company: 'clearview', trade: 'Curtain Wall', division: '08', crew: 8, phase: 'core' },
  { company: 'summit', trade: 'Drywall', division: '09', crew: 22, phase: 'core' },
  { company: 'fiveBoroughs', trade: 'Painting', division: '09', crew: 7, phase: 'late' },
  { company: 'triState', trade: 'Flooring', division: '09', crew: 6, phase: 'late' },
  { company: 'vertex', trade: 'Elevators', division: '14', crew: 6, phase: 'core', critical: true },
  { company: 'redline', trade: 'Fire Protection', division: '21', crew: 10, phase: 'core' },
  { company: 'meridian', trade: 'Plumbing', division: '22', crew: 18, phase: 'core',
    subs: [{ company: 'medgas', trade: 'Medical Gas', crew: 5 }] },
  { company: 'pacificAir', trade: 'HVAC', division: '23', crew: 30, phase: 'core', critical: true,
    subs: [{ company: 'metroSheetMetal', trade: 'Sheet Metal', crew: 8 }] },
  { company: 'sunset', trade: 'Electrical', division: '26', crew: 34, phase: 'core', critical: true,
    subs: [{ company: 'liberty', trade: 'Firestopping', division: '07', crew: 3 }] },
  { company: 'signalPath', trade: 'Low Voltage', division: '27', crew: 9, phase: 'core' },
  { company: 'sentinel', trade: "Owner's Security", division: '28', crew: 5, phase: 'early', kind: 'security', ownerServices: true },
  { company: 'cxPartners', trade: 'Commissioning', division: '01', crew: 2, phase: 'late', kind: 'commissioning', ownerServices: true },
];

// A tilt-up warehouse: few trades, small crews.
// prettier-ignore
export const DEMO_CONTRACTS: readonly ContractPlan[] = [
  { company: 'harborview', trade: 'General Conditions', division: '01', crew: 6, phase: 'early', kind: 'general' },
  { company: 'granite', trade: 'Earthwork', division: '31', crew: 6, phase: 'early', kind: 'operators' },
  { company: 'atlas', trade: 'Concrete', division: '03', crew: 16, phase: 'early', critical: true,
    subs: [{ company: 'pinnacle', trade: 'Concrete Pumping', crew: 3 }] },
  { company: 'keystone', trade: 'Structural Steel', division: '05', crew: 8, phase: 'early', critical: true },
  { company: 'skyward', trade: 'Roofing', division: '07', crew: 6, phase: 'core' },
  { company: 'redline', trade: 'Fire Protection', division: '21', crew: 6, phase: 'core' },
  { company: 'meridian', trade: 'Plumbing', division: '22', crew: 5, phase: 'core' },
  { company: 'northwind', trade: 'HVAC', division: '23', crew: 6, phase: 'core' },
  { company: 'brightline', trade: 'Electrical', division: '26', crew: 12, phase: 'core', critical: true },
  { company: 'fiveBoroughs', trade: 'Painting', division: '09', crew: 4, phase: 'late' },
  { company: 'sentinel', trade: "Owner's Security", division: '28', crew: 3, phase: 'early', kind: 'security', ownerServices: true },
];

// A school addition on a plain site: no turnstiles, no shift windows, a handful of trades.
// prettier-ignore
export const SCHOOL_CONTRACTS: readonly ContractPlan[] = [
  { company: 'oakline', trade: 'General Conditions', division: '01', crew: 3, phase: 'early', kind: 'general' },
  { company: 'cornerstone', trade: 'Concrete', division: '03', crew: 6, phase: 'early', critical: true },
  { company: 'ironbridge', trade: 'Masonry', division: '04', crew: 5, phase: 'early' },
  { company: 'summit', trade: 'Carpentry', division: '06', crew: 4, phase: 'core' },
  { company: 'coastal', trade: 'Plumbing', division: '22', crew: 3, phase: 'core' },
  { company: 'currentPower', trade: 'Electrical', division: '26', crew: 5, phase: 'core', critical: true },
  { company: 'prism', trade: 'Painting', division: '09', crew: 3, phase: 'late' },
];

// What "Responsibilities" says on a worker's registration.
// prettier-ignore
export const TRADE_DUTIES: Readonly<Record<string, readonly string[]>> = {
  'General Conditions': ['Site logistics and cleanup', 'Safety walks and housekeeping', 'Hoist and gate coordination'],
  Earthwork: ['Excavation and backfill', 'Grading', 'Dewatering'],
  Demolition: ['Selective demolition', 'Debris removal'],
  'Site Utilities': ['Storm and sanitary lines', 'Water main tie-ins'],
  Concrete: ['Formwork', 'Slab placement and finishing', 'Column and wall pours'],
  'Concrete Pumping': ['Boom pump operation', 'Line setup'],
  Rebar: ['Rebar placement and tying', 'Post-tension tendons'],
  Masonry: ['CMU walls', 'Brick veneer'],
  'Structural Steel': ['Steel erection', 'Bolting and welding', 'Metal deck'],
  Rigging: ['Signal person', 'Rigging and hoisting'],
  Carpentry: ['Blocking and backing', 'Door hardware', 'Millwork installation'],
  Waterproofing: ['Below-grade waterproofing', 'Air and vapour barrier'],
  Roofing: ['Roof membrane', 'Flashing and coping'],
  'Curtain Wall': ['Unitised panel installation', 'Anchor layout'],
  Glazing: ['Storefront and interior glass'],
  Drywall: ['Metal stud framing', 'Board hanging', 'Acoustic ceilings'],
  Insulation: ['Batt and spray insulation'],
  Painting: ['Wall and ceiling finishes', 'Coatings'],
  Flooring: ['Resilient flooring', 'Floor prep and levelling'],
  Tile: ['Tile setting', 'Stone installation'],
  Elevators: ['Rail setting', 'Machine room installation', 'Car and hoistway work'],
  'Fire Protection': ['Sprinkler mains and branch lines', 'Standpipes'],
  Plumbing: ['Domestic water piping', 'Sanitary and vent', 'Fixture setting'],
  'Pipe Insulation': ['Pipe insulation'],
  'Medical Gas': ['Medical gas piping', 'Zone valve boxes'],
  HVAC: ['Hydronic piping', 'Equipment setting', 'Air handler start-up'],
  'Sheet Metal': ['Ductwork fabrication and hanging'],
  'Duct Insulation': ['Duct wrap'],
  'Building Controls': ['BAS controls wiring'],
  Electrical: ['Conduit and wire pulls', 'Switchgear and panels', 'Lighting fixtures'],
  'Temporary Power': ['Temporary power and lighting'],
  Firestopping: ['Penetration firestopping'],
  'Low Voltage': ['Data cabling', 'Access control and CCTV'],
  "Owner's Security": ['Gate control', 'Night patrol'],
  Commissioning: ['Functional testing', 'Start-up witnessing'],
};
