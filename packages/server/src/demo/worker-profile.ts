import { addDays, addMonths } from './calendar.ts';
import { createRandom } from './random.ts';
import { hashString } from './simulator/seeds.ts';

/** What the profile needs of a drafted worker. */
interface ProfileDraft {
  title: string;
  rank: 0 | 1 | 2;
  startDate: string;
  address: string | null;
  siteNumber: string;
}

const UNION_LOCALS = ['Local 1', 'Local 3', 'Local 46', 'Local 79', 'Local 580', 'Local 638'];
const ALLERGIES = ['Penicillin', 'Bee stings', 'Peanuts', 'Latex', 'Sulfa drugs'];
const BLOOD_TYPES = ['O+', 'O+', 'O+', 'A+', 'A+', 'B+', 'O-', 'A-', 'AB+', 'B-'];

/** Hourly wage bands in whole quarter dollars (exact in JSON), by title. */
function wageBand(title: string, rank: ProfileDraft['rank']): [number, number] {
  if (rank === 2) return [78, 92];
  if (rank === 1) return [62, 74];
  if (title === 'Apprentice') return [24, 36];
  if (title === 'Laborer' || title === 'Fire Watch' || title === 'Security Officer')
    return [30, 42];
  return [46, 62];
}

/**
 * The rest of a demo worker's profile — birth date, state, certifications with their expiry,
 * union local, wage, health — so every profile tab has something true to show. Drawn from the
 * worker's own site number rather than the seed's stream, so adding these left every earlier
 * draw (names, crews, reads) as it was.
 */
export function profileExtras(d: ProfileDraft, firstAidIssued: unknown): Record<string, unknown> {
  const rng = createRandom(hashString(`profile:${d.siteNumber}`));
  const ageYears = d.title === 'Apprentice' ? rng.int(18, 26) : rng.int(22 + d.rank * 6, 63);
  const extras: Record<string, unknown> = {
    BirthDate: addDays(addMonths(d.startDate, -12 * ageYears), -rng.int(0, 364)),
  };
  const state = /, ([A-Z]{2}) \d{5}$/.exec(d.address ?? '')?.[1];
  if (state) extras.State = state;
  if (typeof firstAidIssued === 'string') {
    extras.FirstAidCPRExpiryDate = addMonths(firstAidIssued, 24);
  }
  // New York City's Site Safety Training card, renewed every five years.
  if (d.siteNumber.startsWith('NY-') && rng.chance(0.92)) {
    const issued = addDays(d.startDate, -rng.int(15, 1900));
    extras.SSTCardIssueDate = issued;
    extras.SSTCardExpiryDate = addMonths(issued, 60);
  }
  if (d.title !== 'Project Engineer' && rng.chance(0.7)) extras.UnionLocal = rng.pick(UNION_LOCALS);
  const [low, high] = wageBand(d.title, d.rank);
  extras.HourlyWageRate = rng.int(low * 4, high * 4) / 4;
  const health: Record<string, string> = {};
  if (rng.chance(0.45)) health.BloodType = rng.pick(BLOOD_TYPES);
  if (rng.chance(0.06)) health.Allergies = rng.pick(ALLERGIES);
  if (Object.keys(health).length > 0) extras.Health = health;
  return extras;
}
