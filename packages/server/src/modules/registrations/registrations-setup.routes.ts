import {
  MergeRegistrationFieldsSchema,
  ProfileSectionSchema,
  ProjectIdParamsSchema,
  ProjectPinSchema,
  RegistrationDocumentListSchema,
  RegistrationDocumentParamsSchema,
  RegistrationDocumentSchema,
  RegistrationDocumentUploadSchema,
  RegistrationFieldOverrideListSchema,
  RegistrationFieldSelectionListSchema,
  RegistrationOverridesUpdateSchema,
  REGISTRATION_DOCUMENT_MAX_BYTES,
} from '@siteline/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { RegistrationsDocumentsService } from './registrations-documents.service.ts';
import type { RegistrationsFieldsService } from './registrations-fields.service.ts';
import type { RegistrationsPinService } from './registrations-pin.service.ts';
import type { RegistrationsSelectionService } from './registrations-selection.service.ts';
import { attachment } from '../../lib/content-disposition.ts';

const TAGS = ['registrations'];
const PERMISSION = { projectPermission: ['CanDoRegistrations'] } as const;

/** Fields, overrides, pin and documents: how a project sets up registration (spec 002 §7). */
export function registrationsSetupRoutes(services: {
  registrationsFields: RegistrationsFieldsService;
  registrationsSelection: RegistrationsSelectionService;
  registrationsPin: RegistrationsPinService;
  registrationsDocuments: RegistrationsDocumentsService;
}): FastifyPluginAsyncZod {
  const { registrationsFields, registrationsSelection, registrationsPin, registrationsDocuments } =
    services;
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/all-registration-fields',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'Every catalogue field with whether the project added and requires it',
          params: ProjectIdParamsSchema,
          response: { 200: RegistrationFieldSelectionListSchema },
        },
      },
      (request) => registrationsSelection.allFields(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/registrations/profile_section',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The profile sections fields belong to (SectionName, SortOrder)',
          params: ProjectIdParamsSchema,
          response: { 200: z.array(ProfileSectionSchema) },
        },
      },
      () => registrationsFields.profileSections(),
    );

    app.post(
      '/api/v1/projects/:projectId/merge-registration-fields',
      {
        config: PERMISSION,
        bodyLimit: 256 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the selection: the added fields, in the list’s order, replace the old one',
          params: ProjectIdParamsSchema,
          body: MergeRegistrationFieldsSchema,
          response: { 200: RegistrationFieldSelectionListSchema },
        },
      },
      (request) => registrationsSelection.merge(request.params.projectId, request.body),
    );

    app.get(
      '/api/v2/projects/:projectId/registrations/overrides',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The project’s English and Spanish names of every field, and self-service',
          params: ProjectIdParamsSchema,
          response: { 200: RegistrationFieldOverrideListSchema },
        },
      },
      (request) => registrationsSelection.overrides(request.params.projectId),
    );

    app.put(
      '/api/v2/projects/:projectId/registrations/overrides',
      {
        config: PERMISSION,
        bodyLimit: 256 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save field names (empty: the catalogue’s) and self-service',
          params: ProjectIdParamsSchema,
          body: RegistrationOverridesUpdateSchema,
          response: { 200: RegistrationFieldOverrideListSchema },
        },
      },
      (request) =>
        registrationsSelection.saveOverrides(
          request.params.projectId,
          requireAuth(request).userId,
          request.body,
        ),
    );

    app.get(
      '/api/v1/projects/:projectId/registrations/pin',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The project pin and the self-registration link its QR code opens',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectPinSchema },
        },
      },
      (request) => registrationsPin.get(request.params.projectId),
    );

    app.post(
      '/api/v1/projects/:projectId/registrations/pin/reset',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'A new random pin (the old link and posters stop working)',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectPinSchema },
        },
      },
      (request) => registrationsPin.reset(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/registrations/pin/poster',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The A4 poster (PDF) of the QR code for the site office',
          params: ProjectIdParamsSchema,
        },
      },
      async (request, reply) => {
        const pdf = await registrationsPin.poster(request.params.projectId);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment('registration-poster.pdf'))
          .header('cache-control', 'no-store')
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/api/v2/projects/:projectId/documents',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The registration documents workers read and sign',
          params: ProjectIdParamsSchema,
          response: { 200: RegistrationDocumentListSchema },
        },
      },
      (request) => registrationsDocuments.list(request.params.projectId),
    );

    app.post(
      '/api/v2/projects/:projectId/documents',
      {
        config: PERMISSION,
        // base64 of the largest PDF, plus the names around it.
        bodyLimit: Math.ceil(REGISTRATION_DOCUMENT_MAX_BYTES / 3) * 4 + 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Upload a registration document (a PDF as base64, at most 10 MB)',
          params: ProjectIdParamsSchema,
          body: RegistrationDocumentUploadSchema,
          response: { 201: RegistrationDocumentSchema },
        },
      },
      async (request, reply) => {
        const created = await registrationsDocuments.upload(
          request.params.projectId,
          requireAuth(request).userId,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/api/v2/projects/:projectId/documents/:registrationDocumentId/file',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The document’s PDF',
          params: RegistrationDocumentParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await registrationsDocuments.file(
          request.params.projectId,
          request.params.registrationDocumentId,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(file.filename))
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );

    app.delete(
      '/api/v2/projects/:projectId/documents/:registrationDocumentId',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'Remove a registration document (signed copies stay with their workers)',
          params: RegistrationDocumentParamsSchema,
        },
      },
      async (request, reply) => {
        await registrationsDocuments.remove(
          request.params.projectId,
          request.params.registrationDocumentId,
        );
        return reply.code(204).send();
      },
    );
  };
}
