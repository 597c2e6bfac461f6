import { defineArea } from '../../lib/area.ts';
import { createRegistrationFieldsService } from './registrations-fields.service.ts';

/** Registrations: the field catalogue and each project's selection of it. */
export const registrationsArea = defineArea({
  name: 'registrations',
  services: ({ db }) => ({
    registrationFields: createRegistrationFieldsService({ db }),
  }),
});
