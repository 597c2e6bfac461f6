import {
  CONTRACT_MESSAGES,
  hasProjectPermission,
  tradesOfDivision,
  type ContractBase,
  type ContractUpdate,
} from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './contracts.repository.ts';

// What every contract write shares: the wire shape, the default name and the checked columns.

/** ContractTypeId 5 is a workforce trade; owner services are type 3 (DOMAIN.md, the demo). */
const WORKFORCE_CONTRACT_TYPE = 5;
const OWNER_SERVICES_CONTRACT_TYPE = 3;

/** "Values" are a contract's money fields (docs/domain.md): ManageContractsValues sees them. */
export function canSeeValues(auth: AuthContext, projectId: number): boolean {
  return hasProjectPermission(auth, projectId, ['ManageContractsValues']);
}

/** A refused action: the spec's message for it first, then the reason (spec 002 §8). */
export function refused(action: string, reason: string, field?: string): ValidationError {
  return new ValidationError([{ errorMessage: action }, { errorMessage: reason, field }]);
}

export function toContract(row: repo.ContractRow, values: boolean): ContractBase {
  const base: ContractBase = {
    ContractId: row.contract_id,
    ParentContractId: row.parent_contract_id,
    CompanyId: row.company_id,
    CompanyName: row.company_name,
    ContractDisplayName: row.display_name,
    DivisionId: row.division_id,
    Trade: row.trade,
    TradeOther: row.trade_other,
    IsTradePredefined: row.trade_other === null,
    ProjectId: row.project_id,
    IsPlaceholder: row.company_id === null,
    IsCriticalTrade: row.is_critical_trade,
    OwnerServices: row.owner_services,
    StartDate: row.start_date,
    EndDate: row.end_date,
    selected: false,
  };
  if (values) {
    base.ContractValue = row.contract_value === null ? null : Number(row.contract_value);
    base.HourlyRate = row.hourly_rate === null ? null : Number(row.hourly_rate);
  }
  return base;
}

/** The default display name, as the demo writes it: "<company> - <trade>". */
export function defaultDisplayName(companyName: string | null, trade: string): string {
  return `${companyName ?? 'Placeholder'} - ${trade}`;
}

/**
 * The columns a create or an update writes, after the checks every one of them shares: the
 * division is the project's, a predefined trade is one of the division's (or the contract's
 * current one, kept as it was), and values only from a Values holder.
 */
export async function contractColumns(
  executor: Executor,
  auth: AuthContext,
  projectId: number,
  input: ContractUpdate,
  action: string,
  context: { companyName: string | null; current?: repo.ContractRow },
): Promise<repo.ContractValues> {
  let divisionCode: string | null = null;
  if (input.DivisionId !== null) {
    const division = await repo.findDivision(executor, projectId, input.DivisionId);
    if (!division) throw refused(action, CONTRACT_MESSAGES.divisionNotFound, 'DivisionId');
    divisionCode = division.code;
  }
  const trade = input.IsTradePredefined ? (input.Trade ?? '') : (input.TradeOther ?? '');
  const current = context.current;
  const unchanged =
    current !== undefined &&
    current.trade === trade &&
    current.trade_other === null &&
    current.division_id === input.DivisionId;
  if (input.IsTradePredefined && !unchanged && !tradesOfDivision(divisionCode).includes(trade)) {
    throw refused(action, CONTRACT_MESSAGES.tradeNotInDivision, 'Trade');
  }
  const sendsValues = input.ContractValue !== undefined || input.HourlyRate !== undefined;
  if (sendsValues && !canSeeValues(auth, projectId)) {
    throw refused(action, CONTRACT_MESSAGES.valuesNotAllowed, 'ContractValue');
  }
  const ownerServices = input.OwnerServices ?? current?.owner_services ?? false;
  const values: repo.ContractValues = {
    division_id: input.DivisionId,
    trade,
    trade_other: input.IsTradePredefined ? null : trade,
    display_name: input.ContractDisplayName || defaultDisplayName(context.companyName, trade),
    is_critical_trade: input.IsCriticalTrade ?? current?.is_critical_trade ?? false,
    owner_services: ownerServices,
    contract_type_id: ownerServices ? OWNER_SERVICES_CONTRACT_TYPE : WORKFORCE_CONTRACT_TYPE,
  };
  if (input.StartDate !== undefined) values.start_date = input.StartDate;
  if (input.EndDate !== undefined) values.end_date = input.EndDate;
  const start = values.start_date !== undefined ? values.start_date : (current?.start_date ?? null);
  const end = values.end_date !== undefined ? values.end_date : (current?.end_date ?? null);
  if (start && end && end < start) {
    throw refused(action, CONTRACT_MESSAGES.endBeforeStart, 'EndDate');
  }
  if (input.ContractValue !== undefined) values.contract_value = input.ContractValue;
  if (input.HourlyRate !== undefined) values.hourly_rate = input.HourlyRate;
  return values;
}

export async function companyName(executor: Executor, action: string, companyId: number | null) {
  if (companyId === null) return null;
  const company = await repo.findCompany(executor, companyId);
  if (!company) throw refused(action, CONTRACT_MESSAGES.companyNotFound, 'CompanyId');
  return company.name;
}
