import multipart from '@fastify/multipart';
import {
  ProjectIdParamsSchema,
  REGISTRATION_IMPORT_LIMITS as LIMITS,
  REGISTRATION_IMPORT_MESSAGES as M,
  RegistrationImportContractsSchema,
  RegistrationImportListQuerySchema,
  RegistrationImportListSchema,
  RegistrationImportParamsSchema,
  RegistrationImportQuerySchema,
  RegistrationImportResultSchema,
  RegistrationImportSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { requireAuth } from '../../lib/authenticate.ts';
import { XLSX_MIME_TYPE, type RegistrationsImportService } from './registrations-import.service.ts';

const TAGS = ['registrations'];
const PERMISSION = { projectPermission: ['CanDoRegistrations'] } as const;
const BASE = '/api/v1/projects/:projectId/registrations/imports';

/** The upload: one file part within the size limit, nothing else. */
const MULTIPART_LIMITS = {
  fileSize: LIMITS.fileBytes,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
  headerPairs: 50,
};

class ImportFileTooLargeError extends AppError {
  constructor() {
    super(413, M.fileTooLarge, [{ errorMessage: M.fileTooLarge, field: 'file' }]);
  }
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/** Import from Excel (spec 000 §3–§4): template, validate, fix contracts, import, history. */
export function registrationsImportRoutes(
  imports: RegistrationsImportService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart in this plugin only (encapsulated): the file upload is its one multipart route.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    app.get(
      '/api/v1/projects/:projectId/registrations/import-template',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The Excel template: Company, Contract and the project’s fields as columns',
          params: ProjectIdParamsSchema,
        },
      },
      async (request, reply) => {
        const bytes = await imports.template(requireAuth(request), request.params.projectId);
        return reply
          .header('content-type', XLSX_MIME_TYPE)
          .header('content-disposition', attachment('registration-template.xlsx'))
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      BASE,
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The history of imports, newest first (a page of 50)',
          params: ProjectIdParamsSchema,
          querystring: RegistrationImportListQuerySchema,
          response: { 200: RegistrationImportListSchema },
        },
      },
      (request) => imports.list(request.params.projectId, request.query.page),
    );

    app.post(
      BASE,
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary:
            'Validate a file (multipart, one .xlsx or CSV ≤ 10 MB): stage two, every row with its status',
          consumes: ['multipart/form-data'],
          params: ProjectIdParamsSchema,
          response: { 201: RegistrationImportSchema },
        },
      },
      async (request, reply) => {
        let file: { bytes: Buffer; fileName: string };
        try {
          const part = await request.file({ limits: MULTIPART_LIMITS });
          if (!part) throw new ValidationError([{ errorMessage: M.fileMissing, field: 'file' }]);
          file = { bytes: await part.toBuffer(), fileName: part.filename.slice(0, 200) };
        } catch (error) {
          const code = errorCode(error);
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ImportFileTooLargeError();
          if (code?.startsWith('FST_') || (error as Error).message?.includes('multipart')) {
            throw new ValidationError([{ errorMessage: M.fileMissing, field: 'file' }]);
          }
          throw error;
        }
        if (file.bytes.length === 0) {
          throw new ValidationError([{ errorMessage: M.fileMissing, field: 'file' }]);
        }
        const validated = await imports.validate(
          requireAuth(request),
          request.params.projectId,
          file,
        );
        return reply.code(201).send(validated);
      },
    );

    app.get(
      `${BASE}/:blobUid`,
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary:
            'A validated file: its counts and a page of its rows (status: all, valid, pending, error)',
          params: RegistrationImportParamsSchema,
          querystring: RegistrationImportQuerySchema,
          response: { 200: RegistrationImportSchema },
        },
      },
      (request) => imports.get(request.params.projectId, request.params.blobUid, request.query),
    );

    app.put(
      `${BASE}/:blobUid/contracts`,
      {
        config: PERMISSION,
        bodyLimit: 256 * 1024,
        schema: {
          tags: TAGS,
          summary:
            'Fix contracts: the pending rows of each company written in the file go to a contract',
          params: RegistrationImportParamsSchema,
          body: RegistrationImportContractsSchema,
          response: { 200: RegistrationImportSchema },
        },
      },
      (request) =>
        imports.setContracts(
          requireAuth(request),
          request.params.projectId,
          request.params.blobUid,
          request.body,
        ),
    );

    app.post(
      `${BASE}/:blobUid/import`,
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'Stage three: register every valid row (errors and pending rows are left out)',
          params: RegistrationImportParamsSchema,
          response: { 200: RegistrationImportResultSchema },
        },
      },
      (request) =>
        imports.importRows(requireAuth(request), request.params.projectId, request.params.blobUid),
    );

    app.get(
      `${BASE}/:blobUid/file`,
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The uploaded file, as it came',
          params: RegistrationImportParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await imports.file(request.params.projectId, request.params.blobUid);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );
  };
}
