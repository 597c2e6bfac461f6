/**
 * The contract-deviation alert instance (spec 001 §3 "Contract deviation alert", §5; 002 §9;
 * DOMAIN.md "Contract deviation"):
 *
 *   GET /api/v1/projects/:projectId/alerts/contract-deviation  (ManageAlerts)
 *       → ContractDeviationInstance
 *   PUT /api/v1/projects/:projectId/alerts/contract-deviation  (ManageAlerts)
 *       ContractDeviationInstanceUpdate → ContractDeviationInstance
 *
 * Once a day a listed contract (with its sub contracts, as its summary row adds them up) whose
 * deviation to date is below −UnderDeviation % or above OverDeviation % raises one fact. A member
 * limited to companies sees and replaces only its own contracts' rows.
 */
import { z } from 'zod';
import { IdSchema } from '../common/id.schemas.ts';

/** spec 002 §9: "Percentages 5% to 100% in steps of 5%". */
export const DEVIATION_PERCENTAGES: readonly number[] = Array.from(
  { length: 20 },
  (_, i) => (i + 1) * 5,
);

export const CONTRACT_DEVIATION_MESSAGES = {
  /** spec 001 §5. */
  row: 'Contract deviation row valid only with both UnderDeviation and OverDeviation.',
  percent: 'UnderDeviation and OverDeviation must be from 5% to 100% in steps of 5%.',
  repeated: (contractId: number) => `Contract ${String(contractId)} is listed more than once.`,
  contractNotFound: 'The contract was not found in this project.',
} as const;

export const ContractDeviationRowSchema = z.object({
  ContractId: z.number().int(),
  DisplayName: z.string(),
  /** The prime this sub contract rolls up into; the rows come in tree order, subs under it. */
  ParentContractId: z.number().int().nullable(),
  /** Null for a contract the alert does not watch. */
  UnderDeviation: z.number().int().nullable(),
  OverDeviation: z.number().int().nullable(),
  /** The contract's deviation to date now, in percent (one decimal), or null without a plan. */
  Deviation: z.number().nullable(),
});

export const ContractDeviationInstanceSchema = z.object({
  ContractAlertInstanceId: z.number().int().nullable(),
  IsActive: z.boolean(),
  Contracts: z.array(ContractDeviationRowSchema),
});
export type ContractDeviationInstance = z.infer<typeof ContractDeviationInstanceSchema>;

const percent = z
  .number({ error: CONTRACT_DEVIATION_MESSAGES.percent })
  .int(CONTRACT_DEVIATION_MESSAGES.percent)
  .min(5, CONTRACT_DEVIATION_MESSAGES.percent)
  .max(100, CONTRACT_DEVIATION_MESSAGES.percent)
  .multipleOf(5, CONTRACT_DEVIATION_MESSAGES.percent)
  .nullable()
  .optional();

export const ContractDeviationInstanceUpdateSchema = z
  .object({
    IsActive: z.boolean().optional(),
    Contracts: z
      .array(
        z
          .object({ ContractId: IdSchema, UnderDeviation: percent, OverDeviation: percent })
          .strict(),
      )
      .max(1000),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    for (const row of body.Contracts) {
      if (row.UnderDeviation == null || row.OverDeviation == null)
        ctx.addIssue({ code: 'custom', message: CONTRACT_DEVIATION_MESSAGES.row });
      if (seen.has(row.ContractId))
        ctx.addIssue({
          code: 'custom',
          message: CONTRACT_DEVIATION_MESSAGES.repeated(row.ContractId),
        });
      seen.add(row.ContractId);
    }
  });
export type ContractDeviationInstanceUpdate = z.infer<typeof ContractDeviationInstanceUpdateSchema>;
