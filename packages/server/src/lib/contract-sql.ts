import { sql, type SqlBool } from 'kysely';

/**
 * A contract's name on every screen: its display name, else its company's name, else its trade
 * (a placeholder without a company yet), else "Contract <id>". Reads the aliases `c` (contracts)
 * and `co` (companies, left-joined).
 */
export const contractDisplayName = sql<string>`coalesce(c.display_name, co.name, c.trade, 'Contract ' || c.contract_id)`;

/**
 * A company-limited member's contract scope (`projects.contractScope`) as a condition on
 * `column`: null lets every row through, [] none.
 */
export function inContractScope(column: string, scope: readonly number[] | null) {
  if (scope === null) return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} = ANY(${sql.val(scope)}::int[])`;
}
