/**
 * The best guess of Contractor Mappings (spec 000 §4): for each contract not yet mapped or
 * skipped, the external contract whose name is closest to its name or its trade — words compared
 * without case, punctuation or company suffixes, scored by the Dice coefficient of the two sets of
 * words — when at least half alike. Pairs are taken best first, so no external contract is guessed
 * for two contracts, nor one already chosen.
 */

const NOISE = new Set(['inc', 'llc', 'ltd', 'co', 'corp', 'company', 'the', 'and', 'of', 'group']);
export const BEST_GUESS_THRESHOLD = 0.5;

function words(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 0 && !NOISE.has(w)),
  );
}

export function nameLikeness(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return (2 * shared) / (x.size + y.size);
}

export interface GuessContract {
  contractId: number;
  /** The names it may go by: its display name and its trade. */
  names: readonly string[];
}

export interface GuessExternal {
  code: string;
  name: string;
}

/** contract id → the guessed external code, for the contracts given (the unmapped ones). */
export function bestGuesses(
  contracts: readonly GuessContract[],
  externals: readonly GuessExternal[],
): Map<number, string> {
  const pairs: { contractId: number; code: string; score: number; order: number }[] = [];
  contracts.forEach((contract, order) => {
    for (const external of externals) {
      const score = Math.max(...contract.names.map((n) => nameLikeness(n, external.name)));
      if (score >= BEST_GUESS_THRESHOLD) {
        pairs.push({ contractId: contract.contractId, code: external.code, score, order });
      }
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.order - b.order || (a.code < b.code ? -1 : 1));
  const guesses = new Map<number, string>();
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (guesses.has(pair.contractId) || taken.has(pair.code)) continue;
    guesses.set(pair.contractId, pair.code);
    taken.add(pair.code);
  }
  return guesses;
}
