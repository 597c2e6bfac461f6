import { postgresBlobStore } from '../../db/blob-store.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationWebhooks } from './registrations-events.ts';
import { registrationsDeskRoutes } from './registrations-desk.routes.ts';
import { createRegistrationsDeskService } from './registrations-desk.service.ts';
import { createRegistrationsExistingService } from './registrations-existing.service.ts';
import { createRegistrationsDocumentsService } from './registrations-documents.service.ts';
import { createRegistrationsFieldsService } from './registrations-fields.service.ts';
import { registrationsImportRoutes } from './registrations-import.routes.ts';
import { createRegistrationsImportService } from './registrations-import.service.ts';
import { createRegistrationsPinService } from './registrations-pin.service.ts';
import { createRegistrationsSelectionService } from './registrations-selection.service.ts';
import { registrationsSelfRoutes } from './registrations-self.routes.ts';
import { createRegistrationsSelfService } from './registrations-self.service.ts';
import { registrationsSetupRoutes } from './registrations-setup.routes.ts';

/**
 * Registrations: the field catalogue and each project's selection of it, the names it overrides,
 * the pin and poster, the documents workers sign, registration at the desk and from Excel, and
 * the public self-registration page's API.
 */
export const registrationsArea = defineArea({
  name: 'registrations',
  needs: { projects: true, readResolution: true, webhooks: true },
  services: (
    { db, config },
    {
      projects,
      readResolution,
      webhooks,
    }: {
      projects: Pick<ProjectsService, 'contractScope' | 'setShortCode' | 'country'>;
      readResolution: Pick<ReadResolution, 'request'>;
      webhooks: RegistrationWebhooks;
    },
  ) => {
    const registrationsFields = createRegistrationsFieldsService({ db });
    const registrationsDocuments = createRegistrationsDocumentsService({
      db,
      blobs: postgresBlobStore,
    });
    return {
      registrationsFields,
      registrationsSelection: createRegistrationsSelectionService({ db }),
      registrationsPin: createRegistrationsPinService({
        db,
        publicUrl: config.publicUrl,
        projects,
      }),
      registrationsDocuments,
      registrationsDesk: createRegistrationsDeskService({
        db,
        registrationsFields,
        projects,
        readResolution,
        webhooks,
      }),
      registrationsExisting: createRegistrationsExistingService({
        db,
        projects,
        readResolution,
        webhooks,
      }),
      registrationsSelf: createRegistrationsSelfService({
        db,
        blobs: postgresBlobStore,
        registrationsFields,
        documents: registrationsDocuments,
        webhooks,
      }),
      registrationsImport: createRegistrationsImportService({
        db,
        blobs: postgresBlobStore,
        registrationsFields,
        projects,
        readResolution,
        webhooks,
      }),
    };
  },
  routes: (own) => [
    registrationsSetupRoutes(own),
    registrationsDeskRoutes(own.registrationsDesk, own.registrationsExisting),
    registrationsImportRoutes(own.registrationsImport),
    registrationsSelfRoutes(own.registrationsSelf),
  ],
});
