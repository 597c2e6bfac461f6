import {
  INTEGRATIONS_MESSAGES,
  type ContractMappingSaveItemInput,
  type ExternalContract,
  type MappedContract,
} from '@siteline/shared';

/**
 * Contractor mappings' rules (spec 000 §4): what a contract's choice is, which rows a filter
 * shows, which external contracts a row may pick, the empty-state texts, and what a save sends.
 */

/** A contract's choice: skipped, mapped to an external contract, or neither. */
export interface MappingChoice {
  skip: boolean;
  code: string | null;
}

export type MappingFilter = 'unmapped' | 'mapped';

/** spec 000 §4: "mapped if it has a mapping id or is marked skip" (as saved). */
export function isMapped(contract: MappedContract): boolean {
  return contract.ContractMappingId !== null || contract.SkipContract;
}

export function savedChoice(contract: MappedContract): MappingChoice {
  return { skip: contract.SkipContract, code: contract.ServiceProviderContractCode };
}

/** What the row shows first: the saved choice, else the best guess (inactive until saved). */
export function shownChoice(
  contract: MappedContract,
  edits: ReadonlyMap<number, MappingChoice>,
): MappingChoice {
  const edited = edits.get(contract.ContractId);
  if (edited) return edited;
  if (isMapped(contract)) return savedChoice(contract);
  return { skip: false, code: contract.BestGuessServiceProviderContractCode };
}

/** True while the row shows a best guess nobody has saved or changed. */
export function showsBestGuess(
  contract: MappedContract,
  edits: ReadonlyMap<number, MappingChoice>,
): boolean {
  return (
    !edits.has(contract.ContractId) &&
    !isMapped(contract) &&
    contract.BestGuessServiceProviderContractCode !== null
  );
}

export function visibleContracts(
  contracts: readonly MappedContract[],
  filter: MappingFilter,
): MappedContract[] {
  return contracts.filter((c) => isMapped(c) === (filter === 'mapped'));
}

/** The external contracts a row may pick: its own choice and those no other row has chosen. */
export function optionsFor(
  contract: MappedContract,
  contracts: readonly MappedContract[],
  externals: readonly ExternalContract[],
  edits: ReadonlyMap<number, MappingChoice>,
): ExternalContract[] {
  const taken = new Set(
    contracts
      .filter((c) => c.ContractId !== contract.ContractId)
      .map((c) => shownChoice(c, edits).code)
      .filter((code): code is string => code !== null),
  );
  return externals.filter((e) => !taken.has(e.ServiceProviderContractCode));
}

/** spec 000 §4's three texts, or null when the list has rows. */
export function emptyText(
  contracts: readonly MappedContract[],
  externals: readonly ExternalContract[],
  filter: MappingFilter,
): string | null {
  if (contracts.length === 0 || externals.length === 0) return INTEGRATIONS_MESSAGES.noneToMap;
  if (visibleContracts(contracts, filter).length > 0) return null;
  return filter === 'mapped' ? INTEGRATIONS_MESSAGES.noneMapped : INTEGRATIONS_MESSAGES.allMapped;
}

/**
 * What Save sends: each contract whose shown choice differs from what is saved — an edit, or a
 * best guess left in place (saving is what makes a guess a mapping).
 */
export function changedItems(
  contracts: readonly MappedContract[],
  externals: readonly ExternalContract[],
  edits: ReadonlyMap<number, MappingChoice>,
): ContractMappingSaveItemInput[] {
  const names = new Map(
    externals.map((e) => [e.ServiceProviderContractCode, e.ServiceProviderContractName]),
  );
  return contracts.flatMap((contract) => {
    const shown = shownChoice(contract, edits);
    const saved = savedChoice(contract);
    if (shown.skip === saved.skip && shown.code === saved.code) return [];
    return [
      {
        ContractId: contract.ContractId,
        SkipContract: shown.skip,
        ServiceProviderContractCode: shown.skip ? null : shown.code,
        ServiceProviderContractName:
          shown.skip || shown.code === null ? null : (names.get(shown.code) ?? shown.code),
        StartDate: contract.StartDate,
      },
    ];
  });
}
