/** Messages of the registration screens and routes (spec 000 §8, 002 §8; issue 14). */
export const REGISTRATIONS_MESSAGES = {
  nameRequired: 'First and last name cannot be removed from the registration fields.',
  unknownField: 'There is no registration field with that id.',
  duplicateField: 'A registration field is listed twice.',
  pinDemo: 'The demo project’s pin cannot be reset.',
  documentNotPdf: 'The document must be a PDF file.',
  documentActive:
    'The document’s scripts or actions could not be taken out without breaking it. Print it to a new PDF and upload that.',
  documentTooBig: 'The document is larger than 10 MB.',
  documentNotFound: 'There is no such document on this project.',
  tagMismatch: 'The tag and its confirmation do not match.',
  tagDeactivated: 'Tag is deactivated or could not be found.',
  tagLookupFailed: 'There was an error looking up the tag.',
  registerFailed: 'There was an error registering',
  companyRequired: 'Choose a company, or write in its name.',
  writeInRequired: 'Write in the company’s name.',
  contractRequired: 'Choose the contract the worker works under.',
  contractNotOnProject: 'That contract is not on this project.',
  alreadyOnProject: 'is already registered on this project.',
} as const;

/** The company list's write-in choice (spec 000 §3): id -1, a name typed in. */
export const WRITE_IN_COMPANY_ID = -1;
export const WRITE_IN_COMPANY_LABEL = '-- Other (Company not found) --';

/** Registration documents: PDF only, at most 10 MB decoded (issue 14 "size-limited"). */
export const REGISTRATION_DOCUMENT_MIME_TYPE = 'application/pdf';
export const REGISTRATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The fields every registration asks whatever the selection. */
export const ALWAYS_REQUIRED_FIELDS = ['FirstName', 'LastName'] as const;

/** The self-registration page's address for a pin (the public page opens it). */
export function selfRegistrationPath(pin: string): string {
  return `/register/${encodeURIComponent(pin)}`;
}

/**
 * The Spanish names of the catalogue's profile sections and sub-sections (the server sends them in
 * English), the one list of them: the app adds it to its Spanish texts (web lib/i18n.ts) for the
 * worker record and the registration screens, and the self-registration page, which carries no
 * translation files, reads it directly. A name not listed is shown as it is.
 */
export const PROFILE_SECTION_NAMES_SPANISH: Readonly<Record<string, string>> = {
  Personal: 'Datos personales',
  Work: 'Trabajo',
  Contact: 'Contacto',
  Home: 'Domicilio',
  'Emergency contact': 'Contacto de emergencia',
  'Site induction': 'Inducción en la obra',
  Checks: 'Verificaciones',
  Employment: 'Empleo',
  'First aid / CPR': 'Primeros auxilios / RCP',
  'SST card': 'Tarjeta SST',
  Medical: 'Datos médicos',
  Profile: 'Perfil',
  'Emergency Information': 'Información de emergencia',
  'Project Attributes': 'Atributos del proyecto',
  Certifications: 'Certificaciones',
  Health: 'Salud',
};
