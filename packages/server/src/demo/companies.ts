/**
 * Companies are global (DOMAIN.md): the same firm holds contracts on several projects, which
 * is why New York and Los Angeles share some primes. Domains use .example and phone numbers the
 * fictional 555-01xx range, so nothing here reaches a real firm.
 */
export interface CompanySpec {
  name: string;
  url: string | null;
  phone: string | null;
}

// prettier-ignore
export const COMPANIES = {
  harborview: { name: 'Harborview Builders', url: 'https://harborview-builders.example', phone: '+12125550110' },
  granite: { name: 'Granite Earthworks', url: 'https://granite-earthworks.example', phone: '+19735550121' },
  delgado: { name: 'Delgado Demolition & Hauling', url: null, phone: '+17185550134' },
  metroUnderground: { name: 'Metro Underground Utilities', url: null, phone: '+17185550187' },
  atlas: { name: 'Atlas Concrete Co.', url: 'https://atlasconcrete.example', phone: '+12015550163' },
  pinnacle: { name: 'Pinnacle Concrete Pumping', url: null, phone: '+19085550175' },
  ironbridge: { name: 'Ironbridge Rebar LLC', url: null, phone: '+19735550158' },
  cornerstone: { name: 'Cornerstone Masonry', url: 'https://cornerstone-masonry.example', phone: '+17185550149' },
  keystone: { name: 'Keystone Steel Erectors', url: 'https://keystonesteel.example', phone: '+12015550191' },
  apex: { name: 'Apex Crane & Rigging', url: 'https://apexcrane.example', phone: '+17325550116' },
  oakline: { name: 'Oakline Carpentry', url: null, phone: '+16465550127' },
  sealtight: { name: 'Sealtight Waterproofing', url: null, phone: '+13475550183' },
  skyward: { name: 'Skyward Roofing Co.', url: 'https://skywardroofing.example', phone: '+15165550104' },
  clearview: { name: 'Clearview Curtain Wall Systems', url: 'https://clearview-cw.example', phone: '+12125550138' },
  prism: { name: 'Prism Glass & Glazing', url: null, phone: '+19175550166' },
  summit: { name: 'Summit Drywall & Acoustics', url: 'https://summitdrywall.example', phone: '+16465550171' },
  fiveBoroughs: { name: 'Five Boroughs Painting', url: null, phone: '+17185550152' },
  triState: { name: 'Tri-State Flooring Inc.', url: 'https://tristateflooring.example', phone: '+12015550145' },
  ramirez: { name: 'Ramirez Tile & Stone', url: null, phone: '+13235550168' },
  vertex: { name: 'Vertex Elevator Company', url: 'https://vertex-elevator.example', phone: '+18005550124' },
  redline: { name: 'Redline Fire Protection', url: 'https://redlinefire.example', phone: '+19145550179' },
  meridian: { name: 'Meridian Plumbing & Heating', url: 'https://meridianph.example', phone: '+17185550131' },
  medgas: { name: 'MedGas Specialists Inc.', url: null, phone: '+17145550112' },
  northwind: { name: 'Northwind Mechanical', url: 'https://northwind-mech.example', phone: '+12125550196' },
  pacificAir: { name: 'Pacific Air Mechanical', url: 'https://pacificair.example', phone: '+18185550157' },
  metroSheetMetal: { name: 'Metro Sheet Metal Works', url: null, phone: '+17185550173' },
  coastal: { name: 'Coastal Insulation Co.', url: null, phone: '+15625550106' },
  brightline: { name: 'Brightline Electric', url: 'https://brightline-electric.example', phone: '+12125550129' },
  sunset: { name: 'Sunset Electrical Contractors', url: 'https://sunset-electrical.example', phone: '+12135550181' },
  currentPower: { name: 'Current Temporary Power', url: null, phone: '+16465550114' },
  liberty: { name: 'Liberty Firestop', url: null, phone: '+19085550192' },
  signalPath: { name: 'Signal Path Communications', url: 'https://signalpath.example', phone: '+12125550161' },
  sentinel: { name: 'Sentinel Security Services', url: 'https://sentinel-security.example', phone: '+18005550188' },
  cxPartners: { name: 'Commissioning Partners Group', url: 'https://cxpartners.example', phone: '+16465550199' },
  // The product hides companies with an empty name or a name starting with '#' from its company
  // pickers (spec 002 §5): these two are here to show that it does.
  blank: { name: '', url: null, phone: null },
  duplicate: { name: '#DUPLICATE Brightline Electric - do not use', url: null, phone: null },
} as const satisfies Record<string, CompanySpec>;

export type CompanyKey = keyof typeof COMPANIES;
