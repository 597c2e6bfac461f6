import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AuthenticatedSchema,
  ExternalProjectsSchema,
  HeadcountHistorySchema,
  IssueHistorySchema,
  OAuthStartedSchema,
  type AuthenticationUpdate,
} from '@siteline/shared';
import { z } from 'zod';
import { apiFetch, apiJson } from '@/lib/api-client.ts';

/** The calls of the providers signed in to (Procore, Autodesk). */
const base = (projectId: number, providerId: number) =>
  `/api/v1/projects/${projectId}/integrations/${providerId}`;

/** The switch: off to on creates the integration, on to off deletes it (spec 001 §4). */
export async function switchIntegration(projectId: number, providerId: number, on: boolean) {
  await apiFetch(base(projectId, providerId), { method: on ? 'POST' : 'DELETE' });
}

export function startSignIn(projectId: number, providerId: number, redirectUri: string) {
  return apiJson(`${base(projectId, providerId)}/oauth/start`, OAuthStartedSchema, {
    method: 'POST',
    body: { RedirectURI: redirectUri },
  });
}

export function authenticate(projectId: number, providerId: number, body: AuthenticationUpdate) {
  return apiJson(`${base(projectId, providerId)}/authentication`, AuthenticatedSchema, {
    method: 'PUT',
    body,
  });
}

/** spec 000 §7: PATCH /v1/project/{projectId}/integrations/{serviceProviderId}/authorize. */
export async function authorizeCompany(projectId: number, providerId: number, companyId: string) {
  await apiFetch(`/api/v1/project/${projectId}/integrations/${providerId}/authorize`, {
    method: 'PATCH',
    body: { ExternalCompanyIdentifier: companyId },
  });
}

/** spec 000 §4 "Projects configuration: page 1, size 100". */
export function useExternalProjects(projectId: number, providerId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['integrations', projectId, 'external-projects', providerId],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId, providerId)}/external-projects`, ExternalProjectsSchema, {
          query: { page: 1, pageSize: 100 },
          signal,
        }),
    }),
  );
}

export function selectExternalProject(projectId: number, providerId: number, code: string) {
  return apiJson(
    `${base(projectId, providerId)}/external-project`,
    z.object({ Message: z.string() }),
    {
      method: 'PUT',
      body: { ServiceProviderProjectCode: code },
    },
  );
}

export function useHeadcountHistory(projectId: number, providerId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['integrations', projectId, 'headcount-history', providerId, page],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId, providerId)}/headcount-history`, HeadcountHistorySchema, {
          query: { page },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** When the evening push runs (HH:mm, site time). */
export async function setPushTime(projectId: number, providerId: number, pushTime: string) {
  await apiFetch(`${base(projectId, providerId)}/push-time`, {
    method: 'PUT',
    body: { PushTime: pushTime },
  });
}

/** Autodesk: the safety alerts sent as issues, newest first. */
export function useIssueHistory(projectId: number, providerId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['integrations', projectId, 'issues', providerId, page],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId, providerId)}/issues`, IssueHistorySchema, {
          query: { page },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
