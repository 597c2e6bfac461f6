import type { MetroCity } from './projects.ts';
import {
  NAME_GROUPS,
  RELATIONSHIPS,
  STREET_NAMES,
  type Ethnicity,
  type NameGroup,
} from './names.ts';
import type { Random } from './random.ts';

/** One invented person: who they are and how to reach them, before any trade or badge. */
export interface Person {
  firstName: string;
  middleName: string | null;
  lastName: string;
  ethnicity: Ethnicity;
  otherEthnicity: string | null;
  telephone: string | null;
  email: string | null;
  address: string | null;
  zipCode: string;
  cityResident: boolean;
  emergencyContact: { Name: string; Relationship: string; PhoneNumber: string };
}

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
// An emergency contact's first name should fit the relationship.
const WOMEN = new Set<string>(['Wife', 'Mother', 'Sister', 'Daughter']);
const MEN = new Set<string>(['Husband', 'Father', 'Brother', 'Son']);
// Free text for 'Other' outside the name groups that default to it.
const OTHER_ETHNICITIES = ['Brazilian', 'North African', 'Portuguese'] as const;

/** 555-0100..0199 is the range the North American numbering plan keeps for fiction. */
export function fictionalPhone(rng: Random, areaCode: string): string {
  return `+1${areaCode}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
}

function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function ethnicityOf(rng: Random, group: NameGroup): Pick<Person, 'ethnicity' | 'otherEthnicity'> {
  const r = rng.next();
  if (r < 0.8) return { ethnicity: group.ethnicity, otherEthnicity: group.otherEthnicity ?? null };
  if (r < 0.88) return { ethnicity: 'Prefer not to say', otherEthnicity: null };
  if (r < 0.95) return { ethnicity: 'Two or More Races', otherEthnicity: null };
  if (r < 0.97) return { ethnicity: 'Other', otherEthnicity: rng.pick(OTHER_ETHNICITIES) };
  return {
    ethnicity: rng.pick([
      'American Indian or Alaska Native',
      'Native Hawaiian or Other Pacific Islander',
    ]),
    otherEthnicity: null,
  };
}

export function createPersonFactory(rng: Random, metro: readonly MetroCity[]) {
  const taken = new Set<string>();

  const name = () => {
    const group = rng.weighted(NAME_GROUPS, (g) => g.weight);
    // Some people carry a surname from another background, as on any real crew.
    const lastGroup = rng.chance(0.15) ? rng.weighted(NAME_GROUPS, (g) => g.weight) : group;
    // About one in ten US construction workers is a woman.
    const firsts = rng.chance(0.11) ? group.women : group.men;
    const firstName = rng.pick(firsts);
    const middle = rng.pick(firsts);
    return {
      group,
      firstName,
      middleName: rng.chance(0.3) && middle !== firstName ? middle : null,
      lastName: rng.pick(lastGroup.last),
    };
  };

  return function person(): Person {
    // Unique full names keep ForemansName and the evacuation list unambiguous.
    let candidate = name();
    for (let i = 0; i < 20 && taken.has(`${candidate.firstName} ${candidate.lastName}`); i++) {
      candidate = name();
    }
    const { group, firstName, middleName, lastName } = candidate;
    taken.add(`${firstName} ${lastName}`);

    const home = rng.weighted(metro, (c) => c.weight);
    const zipCode = rng.pick(home.zips);
    const phone = () => fictionalPhone(rng, rng.pick(home.areaCodes));
    const contactGroup = rng.chance(0.8) ? group : rng.weighted(NAME_GROUPS, (g) => g.weight);
    const relationship = rng.pick(RELATIONSHIPS);
    const contactFirsts = WOMEN.has(relationship)
      ? contactGroup.women
      : MEN.has(relationship)
        ? contactGroup.men
        : rng.pick([contactGroup.women, contactGroup.men]);
    const sharesSurname =
      relationship !== 'Friend' && relationship !== 'Partner' && rng.chance(0.7);
    return {
      firstName,
      middleName,
      lastName,
      ...ethnicityOf(rng, group),
      telephone: rng.chance(0.9) ? phone() : null,
      email: rng.chance(0.35)
        ? `${ascii(firstName)}.${ascii(lastName)}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`
        : null,
      address: rng.chance(0.92)
        ? `${rng.int(12, 2899)} ${rng.pick(STREET_NAMES)}, ${home.city}, ${home.state} ${zipCode}`
        : null,
      zipCode,
      cityResident: home.resident,
      emergencyContact: {
        Name: `${rng.pick(contactFirsts)} ${sharesSurname ? lastName : rng.pick(contactGroup.last)}`,
        Relationship: relationship,
        PhoneNumber: phone(),
      },
    };
  };
}
