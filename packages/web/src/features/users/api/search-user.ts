import { useMutation } from '@tanstack/react-query';
import { UserSearchResultSchema, type UserSearchResult } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath } from './users-keys.ts';

/** GET …/users/search?email=: { User, DoesUserAlreadyHaveAccess } (spec 002 §3). */
export function searchUser(projectId: number, email: string): Promise<UserSearchResult> {
  return apiJson(usersPath(projectId, '/search'), UserSearchResultSchema, { query: { email } });
}

/** A search the user starts (a button), so a mutation: it runs once per click. */
export function useSearchUser(projectId: number) {
  return useMutation({
    mutationFn: (email: string) => searchUser(projectId, email),
    meta: { handlesErrors: true },
  });
}
