import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  RegistrationImportListSchema,
  RegistrationImportResultSchema,
  RegistrationImportSchema,
  type RegistrationImportContracts,
  type RegistrationImportRowFilter,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { registrationsKey } from './registrations-keys.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}/registrations/imports`;
const importsKey = (projectId: number) => [...registrationsKey(projectId), 'imports'] as const;

/** The template's address (a download). */
export const importTemplatePath = (projectId: number) =>
  `/api/v1/projects/${projectId}/registrations/import-template`;
/** An uploaded file's address (a download). */
export const importFilePath = (projectId: number, blobUid: string) =>
  `${base(projectId)}/${blobUid}/file`;

/** GET …/registrations/imports: the history, a page of 50. */
export function useImportHistory(projectId: number, page: number) {
  return useQuery({
    queryKey: [...importsKey(projectId), 'history', page],
    queryFn: ({ signal }) =>
      apiJson(base(projectId), RegistrationImportListSchema, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

export function getImportQueryOptions(
  projectId: number,
  blobUid: string,
  page: number,
  status: RegistrationImportRowFilter,
) {
  return queryOptions({
    queryKey: [...importsKey(projectId), blobUid, status, page],
    queryFn: ({ signal }) =>
      apiJson(`${base(projectId)}/${blobUid}`, RegistrationImportSchema, {
        query: { page, status },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

/** Stage two: a validated file, one page of its rows. */
export const useImport = (
  projectId: number,
  blobUid: string,
  page: number,
  status: RegistrationImportRowFilter,
) => useQuery(getImportQueryOptions(projectId, blobUid, page, status));

/** Validate a file: the upload answers stage two's first page. */
export function useValidateImport(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiJson(base(projectId), RegistrationImportSchema, { method: 'POST', form });
    },
    meta: { handlesErrors: true },
    onSuccess: (validated) => {
      queryClient.setQueryData(
        getImportQueryOptions(projectId, validated.BlobUid, 1, 'all').queryKey,
        validated,
      );
      void queryClient.invalidateQueries({ queryKey: [...importsKey(projectId), 'history'] });
    },
  });
}

/** Fix contracts of the pending rows, company by company. */
export function useSetImportContracts(projectId: number, blobUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationImportContracts) =>
      apiJson(`${base(projectId)}/${blobUid}/contracts`, RegistrationImportSchema, {
        method: 'PUT',
        body,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(projectId) }),
  });
}

/** Stage three: import the ready rows. */
export function useRunImport(projectId: number, blobUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson(`${base(projectId)}/${blobUid}/import`, RegistrationImportResultSchema, {
        method: 'POST',
      }),
    meta: { handlesErrors: true },
    // The directory and recent registrations have new workers too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects', projectId] }),
  });
}
