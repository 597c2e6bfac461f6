import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ContractMappingsSchema,
  FileImportCreatedSchema,
  FileImportHistorySchema,
  FileImportPreviewSchema,
  FileImportProcessedSchema,
  FileImportSchema,
  ServiceProviderSchema,
  ServiceProvidersSchema,
  type ContractMappingsSaveInput,
  type FileImportUpload,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/download.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}/integrations`;
export const integrationsKey = (projectId: number) => ['integrations', projectId] as const;

export function useServiceProviders(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...integrationsKey(projectId), 'providers'],
      queryFn: ({ signal }) => apiJson(base(projectId), ServiceProvidersSchema, { signal }),
    }),
  );
}

export function useServiceProvider(projectId: number, providerId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...integrationsKey(projectId), 'providers', providerId],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/${providerId}`, ServiceProviderSchema, { signal }),
    }),
  );
}

export function useContractMappings(
  projectId: number,
  providerId: number,
  fileImportId: number | undefined,
) {
  return useQuery(
    queryOptions({
      queryKey: [...integrationsKey(projectId), 'mappings', providerId, fileImportId ?? null],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/${providerId}/contract-mappings`, ContractMappingsSchema, {
          query: { fileImportId },
          signal,
        }),
    }),
  );
}

export function useSaveContractMappings(projectId: number, providerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractMappingsSaveInput) =>
      apiJson(`${base(projectId)}/${providerId}/contract-mappings`, ContractMappingsSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved, body) =>
      client.setQueryData(
        [...integrationsKey(projectId), 'mappings', providerId, body.FileImportId ?? null],
        saved,
      ),
    meta: { handlesErrors: true },
  });
}

export function useUploadScheduleFile(projectId: number, providerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FileImportUpload) =>
      apiJson(`${base(projectId)}/${providerId}/file-imports`, FileImportCreatedSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationsKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

export function useFileImport(projectId: number, providerId: number, fileImportId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...integrationsKey(projectId), 'files', providerId, fileImportId],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/${providerId}/file-imports/${fileImportId}`, FileImportSchema, {
          signal,
        }),
    }),
  );
}

export function useFileImportPreview(projectId: number, providerId: number, fileImportId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...integrationsKey(projectId), 'preview', providerId, fileImportId],
      queryFn: ({ signal }) =>
        apiJson(
          `${base(projectId)}/${providerId}/file-imports/${fileImportId}/preview`,
          FileImportPreviewSchema,
          { signal },
        ),
      // The preview follows the mappings: always asked again when the step opens.
      staleTime: 0,
    }),
  );
}

export function useProcessFileImport(projectId: number, providerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileImportId: number) =>
      apiJson(
        `${base(projectId)}/${providerId}/file-imports/${fileImportId}/process`,
        FileImportProcessedSchema,
        { method: 'POST' },
      ),
    // The plan changed: the contracts' and the dashboards' figures with it.
    onSuccess: () => client.invalidateQueries(),
    meta: { handlesErrors: true },
  });
}

export function useFileImportHistory(projectId: number, providerId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...integrationsKey(projectId), 'history', providerId, page],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/${providerId}/file-imports`, FileImportHistorySchema, {
          query: { page },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A sample schedule in the provider's XML, made by the server from the project's plan ahead. */
export async function downloadSampleSchedule(projectId: number, providerId: number) {
  const response = await apiFetch(`${base(projectId)}/${providerId}/sample-schedule`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  saveBlob(await response.blob(), name?.[1] ?? 'sample-schedule.xml');
}
