import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountListSchema, type Account } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/accounts: the accounts a project may belong to (provider employees). */
export function getAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiJson('/api/v1/accounts', AccountListSchema, { signal });
}

export function getAccountsQueryOptions() {
  return queryOptions({ queryKey: ['accounts'], queryFn: ({ signal }) => getAccounts(signal) });
}

export function useAccounts(enabled = true) {
  return useQuery({ ...getAccountsQueryOptions(), enabled });
}
