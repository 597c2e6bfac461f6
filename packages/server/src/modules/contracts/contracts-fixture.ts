import type { Permission, TokenResponse } from '@siteline/shared';
import { bearer, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';

/**
 * The set-up the contracts, companies and workforce-plan tests share: members with permissions,
 * companies and contracts written directly, calls with a member's token, and the counts that
 * prove a refused request wrote nothing. `test` gives the app once `beforeAll` has built it.
 */
export function contractsKit(test: () => TestApp) {
  const db = () => test().db;
  return {
    member: async (
      projectIds: number[],
      permissions: Permission[] = [],
    ): Promise<TokenResponse> => {
      const user = await createUser(db());
      for (const id of projectIds) await addMember(db(), id, user.userId, permissions);
      return tokensFor(test().app, user.email, PASSWORD);
    },

    insertCompany: async (name: string): Promise<number> => {
      const row = await db()
        .insertInto('companies')
        .values({ name })
        .returning('company_id')
        .executeTakeFirstOrThrow();
      return row.company_id;
    },

    insertContract: async (projectId: number, name: string, parent: number | null = null) => {
      const row = await db()
        .insertInto('contracts')
        .values({
          project_id: projectId,
          display_name: name,
          trade: name,
          parent_contract_id: parent,
        })
        .returning('contract_id')
        .executeTakeFirstOrThrow();
      return row.contract_id;
    },

    call: (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      tokens: TokenResponse,
      payload?: unknown,
    ) => {
      return test().app.inject({
        method,
        url,
        headers: bearer(tokens),
        payload: payload as object,
      });
    },

    count: async (table: 'companies' | 'contracts'): Promise<number> => {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The project's plan days, in a stable order (to compare before and after). */
    planRows: (projectId: number) => {
      return db()
        .selectFrom('workforce_plan_days')
        .select(['contract_id', 'plan_date', 'planned_headcount', 'planned_hours', 'source'])
        .where('project_id', '=', projectId)
        .orderBy('contract_id')
        .orderBy('plan_date')
        .execute();
    },
  };
}
