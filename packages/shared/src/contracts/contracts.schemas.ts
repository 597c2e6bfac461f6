/**
 * Contract management and companies (spec 002 §1–§9; DOMAIN.md "Contract", "Company").
 *
 *   GET  /api/v1/project/:projectId/contract-management/contracts      → ContractManagementList
 *   GET  /api/v1/project/:projectId/contract-management/add-info       → ContractAddInfo
 *   POST /api/v1/project/:projectId/contract-management/prime          ContractInput → Contract
 *   POST /api/v1/project/:projectId/contract-management/sub            SubContractInput → Contract
 *   GET  /api/v1/project/:projectId/contract-management/contracts/:contractId        → Contract
 *   PUT  /api/v1/project/:projectId/contract-management/contracts/:contractId
 *                                                           ContractUpdate → Contract
 *   POST …/contracts/:contractId/mark-prime                                → Contract
 *   POST …/contracts/:contractId/mark-sub       MarkSubInput               → Contract
 *   POST …/contracts/:contractId/assign-company AssignCompanyInput         → Contract
 *   GET  /api/v1/company/companies?companyName=                            → Company[]
 *   GET  /api/v1/company/companies-by-project?projectId=&companyName=      → ProjectCompany[]
 *   POST /api/v1/company/add   CompanyAdd                                  → CompanyAddResult
 *
 * Permission: ManageContractsValues or ManageContractsNoValues for the project (the company
 * calls: for some project). "Values" are a contract's money fields, ContractValue and HourlyRate:
 * absent from every answer to a NoValues holder, and refused (400) in what they send.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import { isCalendarDate } from '../dashboards/dashboards.periods.ts';
import { CONTRACT_MESSAGES } from './contracts.messages.ts';

export * from './contracts.messages.ts';
export * from './contracts.trades.ts';

const text = (max: number) => plainText().trim().max(max, `At most ${max} characters.`);
const optionalDate = z
  .string()
  .refine(isCalendarDate, 'A date written YYYY-MM-DD.')
  .nullable()
  .optional();
const money = (max: number) =>
  z
    .number()
    .min(0, 'Cannot be negative.')
    .max(max, `At most ${max}.`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals.')
    .nullable();

// --- contracts -----------------------------------------------------------------------------------

export const ContractBaseSchema = z.object({
  ContractId: z.number().int(),
  ParentContractId: z.number().int().nullable(),
  CompanyId: z.number().int().nullable(),
  CompanyName: z.string().nullable(),
  ContractDisplayName: z.string(),
  DivisionId: z.number().int().nullable(),
  Trade: z.string().nullable(),
  /** The free text when the trade is the other option (IsTradePredefined false). */
  TradeOther: z.string().nullable(),
  IsTradePredefined: z.boolean(),
  ProjectId: z.number().int(),
  /** No company yet (the trade is bought but not awarded). */
  IsPlaceholder: z.boolean(),
  IsCriticalTrade: z.boolean(),
  OwnerServices: z.boolean(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  /** Values: only for ManageContractsValues holders (absent otherwise). */
  ContractValue: z.number().nullable().optional(),
  HourlyRate: z.number().nullable().optional(),
  /** The spec's picker flag; the server always answers false. */
  selected: z.boolean(),
});
export type ContractBase = z.infer<typeof ContractBaseSchema>;

export const ContractSchema = ContractBaseSchema.extend({
  /** A prime's sub contracts (a sub has none: the tree is two levels deep). */
  Subcontracts: z.array(ContractBaseSchema),
});
export type Contract = z.infer<typeof ContractSchema>;

export const DivisionSchema = z.object({
  DivisionId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
});
export type Division = z.infer<typeof DivisionSchema>;

export const ContractManagementListSchema = z.object({
  /** Prime contracts with their subs, by division then name. */
  Contracts: z.array(ContractSchema),
  Divisions: z.array(DivisionSchema),
  CanSeeValues: z.boolean(),
  /** The currency of the values (ISO 4217): the project's country's (docs/domain.md "Project"). */
  CurrencyCode: z.string(),
});
export type ContractManagementList = z.infer<typeof ContractManagementListSchema>;

export const ContractAddInfoSchema = z.object({
  Divisions: z.array(
    DivisionSchema.extend({
      Trades: z.array(z.string()),
      /** Placeholder contracts of the division: the warning when adding to it (spec 002 §5). */
      PlaceholderContracts: z.array(
        z.object({
          ContractId: z.number().int(),
          ContractDisplayName: z.string(),
          Trade: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** The trades offered for a contract without a division. */
  AllTrades: z.array(z.string()),
  PrimeContracts: z.array(
    z.object({
      ContractId: z.number().int(),
      ContractDisplayName: z.string(),
      DivisionId: z.number().int().nullable(),
    }),
  ),
  CanSeeValues: z.boolean(),
  /** The currency the values are entered in (the project's country's). */
  CurrencyCode: z.string(),
});
export type ContractAddInfo = z.infer<typeof ContractAddInfoSchema>;

const contractFields = {
  DivisionId: idSchema('DivisionId must be a division id.').nullable(),
  IsTradePredefined: z.boolean(),
  Trade: text(100).nullable(),
  TradeOther: text(100).nullable(),
  /** Empty: "<company> - <trade>" (or "Placeholder - <trade>"). */
  ContractDisplayName: text(200).nullable().optional(),
  IsCriticalTrade: z.boolean().optional(),
  OwnerServices: z.boolean().optional(),
  StartDate: optionalDate,
  EndDate: optionalDate,
  ContractValue: money(999_999_999_999).optional(),
  HourlyRate: money(99_999_999).optional(),
};

type TradeFields = {
  IsTradePredefined: boolean;
  Trade: string | null;
  TradeOther: string | null;
  StartDate?: string | null;
  EndDate?: string | null;
};

/** spec 002 §5: the other option means the free-text trade is used. */
function checkTrade(value: TradeFields, ctx: z.RefinementCtx) {
  if (value.IsTradePredefined && !value.Trade) {
    ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.tradeRequired, path: ['Trade'] });
  }
  if (!value.IsTradePredefined && !value.TradeOther) {
    ctx.addIssue({
      code: 'custom',
      message: CONTRACT_MESSAGES.tradeOtherRequired,
      path: ['TradeOther'],
    });
  }
  if (value.StartDate && value.EndDate && value.EndDate < value.StartDate) {
    ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.endBeforeStart, path: ['EndDate'] });
  }
}

/** Adding a prime: CompanyId null adds a placeholder. */
export const ContractInputSchema = z
  .object({ CompanyId: idSchema('CompanyId must be a company id.').nullable(), ...contractFields })
  .superRefine(checkTrade);
export type ContractInput = z.infer<typeof ContractInputSchema>;

export const SubContractInputSchema = z
  .object({
    CompanyId: idSchema('CompanyId must be a company id.').nullable(),
    ParentContractId: idSchema('ParentContractId must be a contract id.'),
    ...contractFields,
  })
  .superRefine(checkTrade);
export type SubContractInput = z.infer<typeof SubContractInputSchema>;

/** The edit modal: everything but the company (assign-company) and the parent (mark-*). */
export const ContractUpdateSchema = z.object(contractFields).superRefine(checkTrade);
export type ContractUpdate = z.infer<typeof ContractUpdateSchema>;

export const MarkSubInputSchema = z.object({
  ParentContractId: idSchema('ParentContractId must be a contract id.'),
});
export type MarkSubInput = z.infer<typeof MarkSubInputSchema>;

export const AssignCompanyInputSchema = z.object({
  CompanyId: idSchema('CompanyId must be a company id.'),
});
export type AssignCompanyInput = z.infer<typeof AssignCompanyInputSchema>;

export const ContractParamsSchema = z.object({
  projectId: idParamSchema(),
  contractId: idParamSchema(),
});

// --- companies -----------------------------------------------------------------------------------

export const CompanySchema = z.object({
  CompanyId: z.number().int(),
  Name: z.string(),
  Url: z.string().nullable(),
  Phone: z.string().nullable(),
});
export type Company = z.infer<typeof CompanySchema>;

export const ProjectCompanySchema = CompanySchema.extend({
  /** The company has a contract on the project already: the already-exists warning (§5). */
  HasContractOnProject: z.boolean(),
});
export type ProjectCompany = z.infer<typeof ProjectCompanySchema>;

export const CompanySearchQuerySchema = z.object({
  companyName: text(200).default(''),
});
export const CompaniesByProjectQuerySchema = z.object({
  projectId: idParamSchema(),
  companyName: text(200).default(''),
});

/** spec 002 §3 "Company add": name, url, phone, force flag. */
export const CompanyAddSchema = z.object({
  name: text(200).refine((s) => s.length > 0, CONTRACT_MESSAGES.companyNameRequired),
  url: text(300)
    .refine((s) => s === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s), 'Enter a web address.')
    .nullable()
    .optional(),
  phone: text(40)
    .refine((s) => s === '' || /^[+()\d\s.-]{5,40}$/.test(s), 'Enter a phone number.')
    .nullable()
    .optional(),
  force: z.boolean().optional(),
});
export type CompanyAdd = z.infer<typeof CompanyAddSchema>;

export const CompanyAddResultSchema = z.object({
  CreatedCompany: CompanySchema.nullable(),
  CreatedCompanyId: z.number().int().nullable(),
  /** Similar names already on file: creation waits for the user's confirmation (force). */
  PossibleMatches: z.array(CompanySchema),
});
export type CompanyAddResult = z.infer<typeof CompanyAddResultSchema>;

/** At most this many companies in an autocomplete answer. */
export const COMPANY_SEARCH_LIMIT = 20;

/**
 * spec 002 §5: the assign-placeholder (and change-company) list leaves out companies with an empty
 * name or one starting with "#".
 */
export function isListedCompanyName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && !trimmed.startsWith('#');
}

/**
 * A company name reduced for the possible-match check: lower case, no punctuation, and no legal
 * suffix ("Atlas Concrete Co." and "atlas concrete company" are the same firm).
 */
export function companyMatchKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'co',
  'company',
  'corp',
  'corporation',
  'plc',
  'group',
]);
