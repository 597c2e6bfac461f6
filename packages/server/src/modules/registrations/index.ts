import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { registrationsDeskRoutes } from './registrations-desk.routes.ts';
import { createRegistrationDeskService } from './registrations-desk.service.ts';
import { createRegistrationExistingService } from './registrations-existing.service.ts';
import { createRegistrationDocumentsService } from './registrations-documents.service.ts';
import { createRegistrationFieldsService } from './registrations-fields.service.ts';
import { registrationsImportRoutes } from './registrations-import.routes.ts';
import { createRegistrationImportService } from './registrations-import.service.ts';
import { createRegistrationPinService } from './registrations-pin.service.ts';
import { createRegistrationSelectionService } from './registrations-selection.service.ts';
import { registrationsSelfRoutes } from './registrations-self.routes.ts';
import { createRegistrationSelfService } from './registrations-self.service.ts';
import { registrationsSetupRoutes } from './registrations-setup.routes.ts';

/**
 * Registrations: the field catalogue and each project's selection of it, the names it overrides,
 * the pin and poster, the documents workers sign, registration at the desk and from Excel, and
 * the public self-registration page's API.
 */
export const registrationsArea = defineArea({
  name: 'registrations',
  needs: { projects: true },
  services: (
    { db, config },
    { projects }: { projects: Pick<ProjectsService, 'contractScope' | 'setShortCode'> },
  ) => {
    const registrationFields = createRegistrationFieldsService({ db });
    const registrationDocuments = createRegistrationDocumentsService({
      db,
      blobs: postgresBlobStore,
    });
    return {
      registrationFields,
      registrationSelection: createRegistrationSelectionService({ db }),
      registrationPin: createRegistrationPinService({ db, publicUrl: config.publicUrl, projects }),
      registrationDocuments,
      registrationDesk: createRegistrationDeskService({ db, registrationFields, projects }),
      registrationExisting: createRegistrationExistingService({ db, projects }),
      registrationSelf: createRegistrationSelfService({
        db,
        blobs: postgresBlobStore,
        registrationFields,
        documents: registrationDocuments,
      }),
      registrationImport: createRegistrationImportService({
        db,
        blobs: postgresBlobStore,
        registrationFields,
        projects,
      }),
    };
  },
  routes: (own) => [
    registrationsSetupRoutes(own),
    registrationsDeskRoutes(own.registrationDesk, own.registrationExisting),
    registrationsImportRoutes(own.registrationImport),
    registrationsSelfRoutes(own.registrationSelf),
  ],
});
