import { describe, expect, it } from 'vitest';
import type { ExternalContract, MappedContract } from '@siteline/shared';
import {
  changedItems,
  emptyText,
  optionsFor,
  shownChoice,
  visibleContracts,
  type MappingChoice,
} from './integrations-mapping-rules.ts';

const contract = (id: number, over: Partial<MappedContract> = {}): MappedContract => ({
  ContractId: id,
  ContractDisplayName: `Contract ${id}`,
  ParentContractId: null,
  StartDate: null,
  SkipContract: false,
  ServiceProviderContractCode: null,
  ServiceProviderContractName: null,
  BestGuessServiceProviderContractCode: null,
  ContractMappingId: null,
  ...over,
});
const external = (code: string): ExternalContract => ({
  ServiceProviderContractCode: code,
  ServiceProviderContractName: code,
});

const mapped = contract(1, { ContractMappingId: 9, ServiceProviderContractCode: 'Electrical' });
const skipped = contract(2, { ContractMappingId: 10, SkipContract: true });
const guessed = contract(3, { BestGuessServiceProviderContractCode: 'Plumbing' });
const open = contract(4);
const contracts = [mapped, skipped, guessed, open];
const externals = ['Drywall', 'Electrical', 'Plumbing'].map(external);
const none = new Map<number, MappingChoice>();

describe('contractor mapping rules', () => {
  it('shows unmapped rows by default and counts a skip as mapped', () => {
    expect(visibleContracts(contracts, 'unmapped').map((c) => c.ContractId)).toEqual([3, 4]);
    expect(visibleContracts(contracts, 'mapped').map((c) => c.ContractId)).toEqual([1, 2]);
  });

  it('hides an external contract another row has chosen, a best guess included', () => {
    expect(
      optionsFor(open, contracts, externals, none).map((e) => e.ServiceProviderContractCode),
    ).toEqual(['Drywall']);
    expect(
      optionsFor(guessed, contracts, externals, none).map((e) => e.ServiceProviderContractCode),
    ).toEqual(['Drywall', 'Plumbing']);
    // Clearing the guess frees Plumbing for the others.
    const edits = new Map([[3, { skip: false, code: null }]]);
    expect(
      optionsFor(open, contracts, externals, edits).map((e) => e.ServiceProviderContractCode),
    ).toEqual(['Drywall', 'Plumbing']);
  });

  it('gives the spec’s three empty texts', () => {
    expect(emptyText([], externals, 'unmapped')).toBe('No contracts to be mapped.');
    expect(emptyText(contracts, [], 'unmapped')).toBe('No contracts to be mapped.');
    expect(emptyText([mapped], externals, 'unmapped')).toBe('All contracts have been mapped!');
    expect(emptyText([open], externals, 'mapped')).toBe('No contracts have been mapped');
    expect(emptyText(contracts, externals, 'mapped')).toBeNull();
  });

  it('saves a best guess left in place and the edits, nothing unchanged', () => {
    expect(shownChoice(guessed, none)).toEqual({ skip: false, code: 'Plumbing' });
    const edits = new Map<number, MappingChoice>([
      [4, { skip: true, code: null }],
      [1, { skip: false, code: 'Electrical' }],
    ]);
    expect(changedItems(contracts, externals, edits)).toEqual([
      {
        ContractId: 3,
        SkipContract: false,
        ServiceProviderContractCode: 'Plumbing',
        ServiceProviderContractName: 'Plumbing',
        StartDate: null,
      },
      {
        ContractId: 4,
        SkipContract: true,
        ServiceProviderContractCode: null,
        ServiceProviderContractName: null,
        StartDate: null,
      },
    ]);
  });
});
