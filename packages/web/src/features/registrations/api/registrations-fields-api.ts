import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RegistrationFieldOverrideListSchema,
  RegistrationFieldSelectionListSchema,
  type MergeRegistrationFields,
  type RegistrationOverridesUpdate,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { registrationsKey } from './registrations-keys.ts';

/** GET project/all-registration-fields: every field, with the project's choice. */
export function getAllFieldsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...registrationsKey(projectId), 'all-fields'],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/projects/${projectId}/all-registration-fields`,
        RegistrationFieldSelectionListSchema,
        { signal },
      ),
    meta: { silentErrors: true },
  });
}
export const useAllFields = (projectId: number) => useQuery(getAllFieldsQueryOptions(projectId));

/** GET v2 …/registrations/overrides: the project's names of every field. */
export function getOverridesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...registrationsKey(projectId), 'overrides'],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v2/projects/${projectId}/registrations/overrides`,
        RegistrationFieldOverrideListSchema,
        { signal },
      ),
    meta: { silentErrors: true },
  });
}
export const useOverrides = (projectId: number) => useQuery(getOverridesQueryOptions(projectId));

/** POST merge-registration-fields: the whole selection replaces the saved one. */
export function useMergeFields(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeRegistrationFields) =>
      apiJson(
        `/api/v1/projects/${projectId}/merge-registration-fields`,
        RegistrationFieldSelectionListSchema,
        { method: 'POST', body },
      ),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsKey(projectId) }),
  });
}

/** PUT v2 …/registrations/overrides (lower-case camel body, spec 002 §7). */
export function useSaveOverrides(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationOverridesUpdate) =>
      apiJson(
        `/api/v2/projects/${projectId}/registrations/overrides`,
        RegistrationFieldOverrideListSchema,
        { method: 'PUT', body },
      ),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsKey(projectId) }),
  });
}
