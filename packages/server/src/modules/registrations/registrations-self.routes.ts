import {
  SELF_REGISTRATION_LIMITS as LIMITS,
  SelfRegistrationDocumentParamsSchema,
  SelfRegistrationDoneSchema,
  SelfRegistrationFormSchema,
  SelfRegistrationParamsSchema,
  SelfRegistrationSubmitSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import type { RegistrationsSelfService } from './registrations-self.service.ts';

const TAGS = ['registrations'];
/** The photo and every signature as base64, with room for the JSON around them. */
const BODY_LIMIT = 16 * 1024 * 1024;
/**
 * Anyone may open the page: the pin is the key, and trying pins is slowed to a crawl — one
 * budget per address for the form and its documents together, so two routes do not double it.
 */
const READ = {
  public: true,
  rateLimit: { max: LIMITS.readsPerMinute, timeWindow: '1 minute', groupId: 'public-pin-reads' },
};

/**
 * The self-registration page's API (issue 14): public, under /api/v1/public, keyed by the pin.
 */
export function registrationsSelfRoutes(self: RegistrationsSelfService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/public/registrations/:pin',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: 'The self-registration form of the project with this pin',
          params: SelfRegistrationParamsSchema,
          response: { 200: SelfRegistrationFormSchema },
        },
      },
      async (request, reply) => {
        const form = await self.form(request.params.pin);
        return reply.header('cache-control', 'no-store').send(form);
      },
    );

    app.get(
      '/api/v1/public/registrations/:pin/documents/:registrationDocumentId',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: 'A registration document to read before signing (PDF)',
          params: SelfRegistrationDocumentParamsSchema,
        },
      },
      async (request, reply) => {
        const { pin, registrationDocumentId } = request.params;
        const file = await self.document(pin, registrationDocumentId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(file.filename, 'inline'))
          .header('cache-control', 'no-store')
          .send(file.data);
      },
    );

    app.post(
      '/api/v1/public/registrations/:pin',
      {
        bodyLimit: BODY_LIMIT,
        config: {
          public: true,
          rateLimit: { max: LIMITS.submitsPer10Minutes, timeWindow: '10 minutes' },
        },
        schema: {
          tags: TAGS,
          summary: 'A worker registers themselves; the answer is the code to show at the office',
          params: SelfRegistrationParamsSchema,
          body: SelfRegistrationSubmitSchema,
          response: { 201: SelfRegistrationDoneSchema },
        },
      },
      async (request, reply) => {
        const done = await self.submit(request.params.pin, request.body);
        return reply.status(201).send(done);
      },
    );
  };
}
