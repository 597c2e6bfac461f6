import {
  ContractMappingsQuerySchema,
  ContractMappingsSaveSchema,
  ContractMappingsSchema,
  FILE_IMPORT_BODY_LIMIT,
  FileImportCreatedSchema,
  FileImportHistoryQuerySchema,
  FileImportHistorySchema,
  FileImportParamsSchema,
  FileImportPreviewSchema,
  FileImportProcessedSchema,
  FileImportSchema,
  FileImportUploadSchema,
  IntegrationParamsSchema,
  ProjectIdParamsSchema,
  ServiceProviderSchema,
  ServiceProvidersSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { attachment } from '../../lib/content-disposition.ts';
import type { IntegrationFilesService } from './integrations-files.service.ts';
import type { IntegrationsService } from './integrations.service.ts';

const TAGS = ['integrations'];
/** spec 000 §2: /integrations needs ManageIntegrations. */
const MANAGE = { projectPermission: ['ManageIntegrations' as const] };

/** spec 000 §7 and 001 §7 "Integrations": providers, contract mappings, schedule files. */
export function integrationsRoutes(
  integrations: IntegrationsService,
  files: IntegrationFilesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/projects/:projectId/integrations';
    const one = `${base}/:serviceProviderId`;
    const file = `${one}/file-imports/:fileImportId`;

    app.get(
      base,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The providers the project can connect, each with its state and links',
          params: ProjectIdParamsSchema,
          response: { 200: ServiceProvidersSchema },
        },
      },
      (request) => integrations.providers(requireAuth(request), request.params.projectId),
    );

    app.get(
      one,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'One provider’s card (by project and provider)',
          params: IntegrationParamsSchema,
          response: { 200: ServiceProviderSchema },
        },
      },
      (request) =>
        integrations.provider(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
        ),
    );

    app.get(
      `${one}/contract-mappings`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary:
            'The project’s contracts with their mapping, the external contracts (a scheduler’s: the file’s labour resources) and best guesses',
          params: IntegrationParamsSchema,
          querystring: ContractMappingsQuerySchema,
          response: { 200: ContractMappingsSchema },
        },
      },
      (request) =>
        integrations.contractMappings(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
          request.query.fileImportId,
        ),
    );

    app.put(
      `${one}/contract-mappings`,
      {
        config: MANAGE,
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save mappings: each item mapped, skipped, or unmapped; the others unchanged',
          params: IntegrationParamsSchema,
          body: ContractMappingsSaveSchema,
          response: { 200: ContractMappingsSchema },
        },
      },
      (request) =>
        integrations.saveContractMappings(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
          request.body,
        ),
    );

    app.get(
      `${one}/sample-schedule`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary:
            'A sample schedule in the provider’s XML, made from the project’s trades and plan ahead',
          params: IntegrationParamsSchema,
          produces: ['application/xml'],
        },
      },
      async (request, reply) => {
        const sample = await files.sample(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
        );
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Content-Disposition', attachment(sample.fileName))
          .send(sample.xml);
      },
    );

    app.post(
      `${one}/file-imports`,
      {
        config: MANAGE,
        bodyLimit: FILE_IMPORT_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary:
            'Import a schedule file (P6 or Microsoft Project XML, base64, ≤ 20 MB): read, then kept for the next steps',
          params: IntegrationParamsSchema,
          body: FileImportUploadSchema,
          response: { 201: FileImportCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await files.upload(
              requireAuth(request),
              request.params.projectId,
              request.params.serviceProviderId,
              request.body,
            ),
          ),
    );

    app.get(
      `${one}/file-imports`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The provider’s file uploads, newest first, 25 a page, each with its result',
          params: IntegrationParamsSchema,
          querystring: FileImportHistoryQuerySchema,
          response: { 200: FileImportHistorySchema },
        },
      },
      (request) =>
        files.history(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
          request.query.page,
        ),
    );

    app.get(
      file,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'One uploaded schedule file',
          params: FileImportParamsSchema,
          response: { 200: FileImportSchema },
        },
      },
      (request) =>
        files.file(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
          request.params.fileImportId,
        ),
    );

    app.get(
      `${file}/preview`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'What processing would write, with the current mappings (nothing written)',
          params: FileImportParamsSchema,
          response: { 200: FileImportPreviewSchema },
        },
      },
      (request) =>
        files.preview(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
          request.params.fileImportId,
        ),
    );

    app.post(
      `${file}/process`,
      {
        config: MANAGE,
        // The spec's empty body: nothing is read from it.
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Process: the file’s plan replaces the last import’s, in one transaction',
          params: FileImportParamsSchema,
          response: { 200: FileImportProcessedSchema },
        },
      },
      (request) =>
        files.process(
          requireAuth(request),
          request.params.projectId,
          request.params.serviceProviderId,
          request.params.fileImportId,
        ),
    );
  };
}
