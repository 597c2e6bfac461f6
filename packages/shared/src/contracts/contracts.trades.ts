/**
 * The trades a contract may name, per CSI MasterFormat division (spec 002 §5: "Trade options are
 * filtered by division"; the other option takes a free-text trade). A project's divisions are
 * these divisions (contract management gives a project the ones it lacks, see docs/domain.md);
 * a division of another code offers only the other option.
 */
export const TRADE_CATALOGUE: readonly {
  code: string;
  name: string;
  trades: readonly string[];
}[] = [
  {
    code: '01',
    name: 'General Requirements',
    trades: ['General Conditions', 'Commissioning', 'Temporary Facilities', 'Final Cleaning'],
  },
  { code: '02', name: 'Existing Conditions', trades: ['Demolition', 'Abatement', 'Surveying'] },
  {
    code: '03',
    name: 'Concrete',
    trades: ['Concrete', 'Rebar', 'Concrete Pumping', 'Precast Concrete', 'Formwork'],
  },
  { code: '04', name: 'Masonry', trades: ['Masonry', 'Stone'] },
  {
    code: '05',
    name: 'Metals',
    trades: ['Structural Steel', 'Miscellaneous Metals', 'Rigging', 'Metal Decking'],
  },
  {
    code: '06',
    name: 'Wood, Plastics, and Composites',
    trades: ['Carpentry', 'Millwork', 'Rough Carpentry'],
  },
  {
    code: '07',
    name: 'Thermal and Moisture Protection',
    trades: ['Waterproofing', 'Roofing', 'Insulation', 'Fireproofing', 'Firestopping', 'Sealants'],
  },
  {
    code: '08',
    name: 'Openings',
    trades: ['Curtain Wall', 'Glazing', 'Doors and Hardware', 'Storefronts'],
  },
  {
    code: '09',
    name: 'Finishes',
    trades: ['Drywall', 'Painting', 'Flooring', 'Tile', 'Acoustical Ceilings', 'Plaster'],
  },
  { code: '10', name: 'Specialties', trades: ['Toilet Accessories', 'Signage', 'Lockers'] },
  { code: '11', name: 'Equipment', trades: ['Food Service Equipment', 'Loading Dock Equipment'] },
  { code: '12', name: 'Furnishings', trades: ['Casework', 'Window Treatments'] },
  { code: '14', name: 'Conveying Equipment', trades: ['Elevators', 'Escalators', 'Hoists'] },
  { code: '21', name: 'Fire Suppression', trades: ['Fire Protection', 'Sprinklers'] },
  {
    code: '22',
    name: 'Plumbing',
    trades: ['Plumbing', 'Pipe Insulation', 'Medical Gas', 'Pipefitting'],
  },
  {
    code: '23',
    name: 'Heating, Ventilating, and Air Conditioning (HVAC)',
    trades: ['HVAC', 'Sheet Metal', 'Duct Insulation', 'Building Controls', 'Test and Balance'],
  },
  {
    code: '26',
    name: 'Electrical',
    trades: ['Electrical', 'Temporary Power', 'Lighting'],
  },
  {
    code: '27',
    name: 'Communications',
    trades: ['Low Voltage', 'Data and Telecom', 'Audio Visual'],
  },
  {
    code: '28',
    name: 'Electronic Safety and Security',
    trades: ['Fire Alarm', 'Security Systems', "Owner's Security"],
  },
  { code: '31', name: 'Earthwork', trades: ['Earthwork', 'Excavation', 'Shoring', 'Demolition'] },
  { code: '32', name: 'Exterior Improvements', trades: ['Paving', 'Landscaping', 'Fencing'] },
  { code: '33', name: 'Utilities', trades: ['Site Utilities', 'Storm Drainage'] },
];

/**
 * The predefined trades offered for a division by its code: the division's own, none for a code
 * outside the catalogue, and every trade of the catalogue for a contract without a division.
 */
export function tradesOfDivision(code: string | null | undefined): readonly string[] {
  if (code === null || code === undefined) return ALL_TRADES;
  return TRADE_CATALOGUE.find((d) => d.code === code)?.trades ?? [];
}

const ALL_TRADES: readonly string[] = [...new Set(TRADE_CATALOGUE.flatMap((d) => d.trades))].sort(
  (a, b) => a.localeCompare(b, 'en'),
);
