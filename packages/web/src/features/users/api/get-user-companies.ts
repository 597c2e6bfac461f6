import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserCompanyListSchema, type UserCompany } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath, usersQueryKey } from './users-keys.ts';

/** GET …/users/companies: the companies a Contractor membership may be limited to. */
export function getUserCompanies(projectId: number, signal?: AbortSignal): Promise<UserCompany[]> {
  return apiJson(usersPath(projectId, '/companies'), UserCompanyListSchema, { signal });
}

export function getUserCompaniesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...usersQueryKey(projectId), 'companies'],
    queryFn: ({ signal }) => getUserCompanies(projectId, signal),
  });
}

export function useUserCompanies(projectId: number) {
  return useQuery(getUserCompaniesQueryOptions(projectId));
}
