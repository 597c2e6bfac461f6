import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RegistrationCreatedSchema,
  RegistrationFieldSchema,
  RegistrationMetadataSchema,
  TagLookupResultSchema,
  type AssignExistingWorker,
  type SingleRegistration,
} from '@siteline/shared';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client.ts';
import { registrationsKey } from './registrations-keys.ts';

const v1 = (projectId: number, rest: string) => `/api/v1/projects/${projectId}${rest}`;

/** GET selected-registration-fields: the form's fields, in order. */
export function getSelectedFieldsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...registrationsKey(projectId), 'selected-fields'],
    queryFn: ({ signal }) =>
      apiJson(v1(projectId, '/selected-registration-fields'), z.array(RegistrationFieldSchema), {
        signal,
      }),
    meta: { silentErrors: true },
  });
}
export const useSelectedFields = (projectId: number) =>
  useQuery(getSelectedFieldsQueryOptions(projectId));

/** GET registrations/metadata: the company list and contracts. */
export function getMetadataQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...registrationsKey(projectId), 'metadata'],
    queryFn: ({ signal }) =>
      apiJson(v1(projectId, '/registrations/metadata'), RegistrationMetadataSchema, { signal }),
    meta: { silentErrors: true },
  });
}
export const useRegistrationMetadata = (projectId: number) =>
  useQuery(getMetadataQueryOptions(projectId));

/** Create registration → workerId (a 409 is a possible duplicate: ApiError status 409). */
export function useCreateRegistration(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SingleRegistration) =>
      apiJson(v1(projectId, '/registrations'), RegistrationCreatedSchema, {
        method: 'POST',
        body,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects', projectId] }),
  });
}

/** Existing worker, stage one. */
export function searchWorkerByTag(projectId: number, tag: string) {
  return apiJson(v1(projectId, '/registrations/search-by-tag'), TagLookupResultSchema, {
    query: { tag },
  });
}

/** Existing worker, stage two. */
export function useAssignExistingWorker(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignExistingWorker) =>
      apiJson(v1(projectId, '/registrations/assign-worker'), RegistrationCreatedSchema, {
        method: 'POST',
        body,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects', projectId] }),
  });
}
