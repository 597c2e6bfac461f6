import { currencyOf } from '@siteline/shared/common/money';
import {
  CONTRACT_MESSAGES,
  tradesOfDivision,
  type Contract,
  type ContractAddInfo,
  type ContractBase,
  type ContractInput,
  type ContractManagementList,
  type ContractUpdate,
  type SubContractInput,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './contracts.repository.ts';
import {
  canSeeValues,
  companyName,
  contractColumns,
  defaultDisplayName,
  refused,
  toContract,
} from './contracts.columns.ts';

export type ContractsService = ReturnType<typeof createContractsService>;

export function createContractsService(deps: { db: Database }) {
  const { db } = deps;

  async function one(
    executor: Executor,
    auth: AuthContext,
    projectId: number,
    contractId: number,
  ): Promise<Contract> {
    const row = await repo.findContract(executor, projectId, contractId);
    if (!row) throw new NotFoundError(CONTRACT_MESSAGES.contractNotFound);
    const values = canSeeValues(auth, projectId);
    const subs =
      row.parent_contract_id === null
        ? (await repo.listContracts(executor, projectId)).filter(
            (c) => c.parent_contract_id === contractId,
          )
        : [];
    return { ...toContract(row, values), Subcontracts: subs.map((s) => toContract(s, values)) };
  }

  return {
    /** The management list: primes with their subs, and the project's divisions. */
    async list(auth: AuthContext, projectId: number): Promise<ContractManagementList> {
      const values = canSeeValues(auth, projectId);
      const [rows, divisions, country] = await Promise.all([
        repo.listContracts(db, projectId),
        repo.listDivisions(db, projectId),
        repo.projectCountry(db, projectId),
      ]);
      const subsOf = new Map<number, ContractBase[]>();
      for (const row of rows) {
        if (row.parent_contract_id === null) continue;
        const list = subsOf.get(row.parent_contract_id) ?? [];
        list.push(toContract(row, values));
        subsOf.set(row.parent_contract_id, list);
      }
      return {
        Contracts: rows
          .filter((r) => r.parent_contract_id === null)
          .map((r) => ({
            ...toContract(r, values),
            Subcontracts: subsOf.get(r.contract_id) ?? [],
          })),
        Divisions: divisions.map((d) => ({
          DivisionId: d.division_id,
          Code: d.code,
          Name: d.name,
        })),
        CanSeeValues: values,
        CurrencyCode: currencyOf(country),
      };
    },

    /**
     * What the add page and the edit modal choose from: the divisions with their trades and
     * placeholder contracts, the primes a sub may go under. Gives the project the catalogue's
     * divisions it lacks first (idempotent), so a new project needs no separate division set-up.
     */
    async addInfo(auth: AuthContext, projectId: number): Promise<ContractAddInfo> {
      return db.transaction().execute(async (tx) => {
        await repo.ensureCatalogueDivisions(tx, projectId);
        const [divisions, rows, country] = await Promise.all([
          repo.listDivisions(tx, projectId),
          repo.listContracts(tx, projectId),
          repo.projectCountry(tx, projectId),
        ]);
        return {
          Divisions: divisions.map((d) => ({
            DivisionId: d.division_id,
            Code: d.code,
            Name: d.name,
            Trades: [...tradesOfDivision(d.code)],
            PlaceholderContracts: rows
              .filter((r) => r.company_id === null && r.division_id === d.division_id)
              .map((r) => ({
                ContractId: r.contract_id,
                ContractDisplayName: r.display_name,
                Trade: r.trade,
              })),
          })),
          AllTrades: [...tradesOfDivision(null)],
          PrimeContracts: rows
            .filter((r) => r.parent_contract_id === null)
            .map((r) => ({
              ContractId: r.contract_id,
              ContractDisplayName: r.display_name,
              DivisionId: r.division_id,
            })),
          CanSeeValues: canSeeValues(auth, projectId),
          CurrencyCode: currencyOf(country),
        };
      });
    },

    get(auth: AuthContext, projectId: number, contractId: number): Promise<Contract> {
      return one(db, auth, projectId, contractId);
    },

    async addPrime(auth: AuthContext, projectId: number, input: ContractInput): Promise<Contract> {
      const action = CONTRACT_MESSAGES.addPrime;
      return db.transaction().execute(async (tx) => {
        const name = await companyName(tx, action, input.CompanyId);
        const columns = await contractColumns(tx, auth, projectId, input, action, {
          companyName: name,
        });
        const id = await repo.insertContract(tx, projectId, {
          ...columns,
          company_id: input.CompanyId,
          parent_contract_id: null,
        });
        return one(tx, auth, projectId, id);
      });
    },

    async addSub(auth: AuthContext, projectId: number, input: SubContractInput): Promise<Contract> {
      const action = CONTRACT_MESSAGES.addSub;
      return db.transaction().execute(async (tx) => {
        const [parent] = await repo.lockContracts(tx, projectId, [input.ParentContractId]);
        if (!parent) throw refused(action, CONTRACT_MESSAGES.parentNotFound, 'ParentContractId');
        if (parent.parent_contract_id !== null) {
          throw refused(action, CONTRACT_MESSAGES.parentNotPrime, 'ParentContractId');
        }
        const name = await companyName(tx, action, input.CompanyId);
        const columns = await contractColumns(tx, auth, projectId, input, action, {
          companyName: name,
        });
        const id = await repo.insertContract(tx, projectId, {
          ...columns,
          company_id: input.CompanyId,
          parent_contract_id: input.ParentContractId,
        });
        return one(tx, auth, projectId, id);
      });
    },

    async update(
      auth: AuthContext,
      projectId: number,
      contractId: number,
      input: ContractUpdate,
    ): Promise<Contract> {
      const action = CONTRACT_MESSAGES.updateContract;
      return db.transaction().execute(async (tx) => {
        const [locked] = await repo.lockContracts(tx, projectId, [contractId]);
        const current = locked && (await repo.findContract(tx, projectId, contractId));
        if (!current) throw new NotFoundError(CONTRACT_MESSAGES.contractNotFound);
        const columns = await contractColumns(tx, auth, projectId, input, action, {
          companyName: current.company_name,
          current,
        });
        await repo.updateContract(tx, projectId, contractId, columns);
        return one(tx, auth, projectId, contractId);
      });
    },

    /** A sub becomes a prime of its own (its parent loses it). */
    async markPrime(auth: AuthContext, projectId: number, contractId: number): Promise<Contract> {
      const action = CONTRACT_MESSAGES.markPrime;
      return db.transaction().execute(async (tx) => {
        const [row] = await repo.lockContracts(tx, projectId, [contractId]);
        if (!row) throw new NotFoundError(CONTRACT_MESSAGES.contractNotFound);
        if (row.parent_contract_id === null) throw refused(action, CONTRACT_MESSAGES.alreadyPrime);
        await repo.updateContract(tx, projectId, contractId, { parent_contract_id: null });
        return one(tx, auth, projectId, contractId);
      });
    },

    /**
     * The contract goes under the chosen prime: a prime with subs of its own cannot (the tree is
     * two levels), nor under a sub or itself.
     */
    async markSub(
      auth: AuthContext,
      projectId: number,
      contractId: number,
      parentId: number,
    ): Promise<Contract> {
      const action = CONTRACT_MESSAGES.markSub;
      if (parentId === contractId) {
        throw refused(action, CONTRACT_MESSAGES.parentIsSelf, 'ParentContractId');
      }
      return db.transaction().execute(async (tx) => {
        const rows = await repo.lockContracts(tx, projectId, [contractId, parentId]);
        const row = rows.find((r) => r.contract_id === contractId);
        const parent = rows.find((r) => r.contract_id === parentId);
        if (!row) throw new NotFoundError(CONTRACT_MESSAGES.contractNotFound);
        if (!parent) throw refused(action, CONTRACT_MESSAGES.parentNotFound, 'ParentContractId');
        if (parent.parent_contract_id !== null) {
          throw refused(action, CONTRACT_MESSAGES.parentNotPrime, 'ParentContractId');
        }
        if ((await repo.countSubcontracts(tx, projectId, contractId)) > 0) {
          throw refused(action, CONTRACT_MESSAGES.hasSubcontracts);
        }
        await repo.updateContract(tx, projectId, contractId, { parent_contract_id: parentId });
        return one(tx, auth, projectId, contractId);
      });
    },

    /** A placeholder gets its company; a default display name follows the company. */
    async assignCompany(
      auth: AuthContext,
      projectId: number,
      contractId: number,
      companyId: number,
    ): Promise<Contract> {
      const action = CONTRACT_MESSAGES.assignPlaceholder;
      return db.transaction().execute(async (tx) => {
        const [locked] = await repo.lockContracts(tx, projectId, [contractId]);
        const current = locked && (await repo.findContract(tx, projectId, contractId));
        if (!current) throw new NotFoundError(CONTRACT_MESSAGES.contractNotFound);
        if (current.company_id !== null) throw refused(action, CONTRACT_MESSAGES.notPlaceholder);
        const name = await companyName(tx, action, companyId);
        const trade = current.trade ?? '';
        const wasDefault =
          current.own_display_name === null ||
          current.own_display_name === defaultDisplayName(null, trade);
        await repo.updateContract(tx, projectId, contractId, {
          company_id: companyId,
          ...(wasDefault ? { display_name: defaultDisplayName(name, trade) } : {}),
        });
        return one(tx, auth, projectId, contractId);
      });
    },
  };
}
