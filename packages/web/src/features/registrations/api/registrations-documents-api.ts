import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RegistrationDocumentListSchema,
  RegistrationDocumentSchema,
  type RegistrationDocumentUpload,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { registrationsKey } from './registrations-keys.ts';

const path = (projectId: number, rest = '') => `/api/v2/projects/${projectId}/documents${rest}`;

export function getDocumentsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...registrationsKey(projectId), 'documents'],
    queryFn: ({ signal }) => apiJson(path(projectId), RegistrationDocumentListSchema, { signal }),
    meta: { silentErrors: true },
  });
}
/** GET v2/projects/{id}/documents. */
export const useDocuments = (projectId: number) => useQuery(getDocumentsQueryOptions(projectId));

/** POST v2/projects/{id}/documents: the spec's payload, the PDF as base64. */
export function useUploadDocument(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationDocumentUpload) =>
      apiJson(path(projectId), RegistrationDocumentSchema, { method: 'POST', body }),
    meta: { handlesErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions(projectId).queryKey }),
  });
}

/** DELETE v2/projects/{id}/documents/{registrationDocumentId}. */
export function useDeleteDocument(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: number) => {
      await apiFetch(path(projectId, `/${documentId}`), { method: 'DELETE' });
    },
    meta: { handlesErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions(projectId).queryKey }),
  });
}

/** A file's bytes as base64 (the upload's encoding). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
