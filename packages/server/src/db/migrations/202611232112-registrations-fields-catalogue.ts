import { sql, type Kysely } from 'kysely';

/**
 * The registration-field catalogue (registrations area, docs/tables.md; spec 000 §3 "Registration
 * field", 002 §3): one definition of every field a worker can carry, which drives the registration
 * forms, the worker record's profile tabs and the advanced directory's columns alike.
 *
 * - `profile_sections`: the five profile tabs of the worker record, each behind its permission.
 * - `registration_fields`: the catalogue. `field_name` is the key in `workers.fields` (dotted names
 *   nest: `EmergencyContact.Name` is `fields.EmergencyContact.Name`), except when `worker_column`
 *   names a fixed column of `workers` (FirstName → first_name). `input_json` holds the options of
 *   radio/radio-other/select fields as `{ "options": [{ "value", "english", "spanish" }] }`;
 *   `inputs_as` names a shared list instead (`states`, `countryCodes`, `durations`).
 *   `permission_const`, when set, shows the field only to holders of that permission.
 *   `advanced_grid_mapping_field_name` is the field's column in the advanced directory.
 *   A certification is a sub-section of the Certifications section holding an `…IssueDate` and an
 *   `…ExpiryDate` field.
 * - `project_registration_fields`: the project's selection (added, required, order).
 * - `registration_field_overrides`: the project's own English and Spanish names and whether the
 *   field is asked in self-registration (spec 002 "Registration-field overrides").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE profile_sections (
      profile_section_id smallint PRIMARY KEY,
      section_name text NOT NULL UNIQUE,
      section_slug text NOT NULL UNIQUE,
      permission_const text NOT NULL,
      sort_order smallint NOT NULL
    );
    INSERT INTO profile_sections VALUES
      (1, 'Profile', 'profile', 'WorkerProfile', 1),
      (2, 'Emergency Information', 'emergencyinformation', 'WorkerEmergencyInfo', 2),
      (3, 'Project Attributes', 'projectattributes', 'WorkerProjectAttributes', 3),
      (4, 'Certifications', 'certifications', 'WorkerCertifications', 4),
      (5, 'Health', 'health', 'WorkerHealth', 5);

    CREATE TABLE registration_fields (
      registration_field_id smallint PRIMARY KEY,
      field_name text NOT NULL UNIQUE,
      worker_column text CHECK (worker_column IN (
        'title', 'first_name', 'middle_name', 'last_name', 'trade', 'ethnicity', 'address',
        'telephone', 'email')),
      input_type text NOT NULL CHECK (input_type IN (
        'text', 'textarea', 'radio', 'radio-other', 'select', 'date', 'phone', 'email', 'number')),
      input_json jsonb,
      inputs_as text CHECK (inputs_as IN ('states', 'countryCodes', 'durations')),
      display_name_english text NOT NULL,
      display_name_spanish text NOT NULL,
      helper_text_english text,
      helper_text_spanish text,
      profile_section_id smallint NOT NULL REFERENCES profile_sections,
      profile_sub_section_name text,
      permission_const text,
      advanced_grid_mapping_field_name text UNIQUE,
      self_service_default boolean NOT NULL DEFAULT true,
      -- Asked by every registration whatever the selection (a worker needs a name).
      is_always_required boolean NOT NULL DEFAULT false,
      sort_order smallint NOT NULL
    );

    CREATE TABLE project_registration_fields (
      registration_field_selection_id serial NOT NULL,
      project_id int NOT NULL REFERENCES projects,
      registration_field_id smallint NOT NULL REFERENCES registration_fields,
      is_required boolean NOT NULL DEFAULT false,
      sort_order int NOT NULL,
      PRIMARY KEY (project_id, registration_field_id),
      UNIQUE (project_id, registration_field_selection_id)
    );

    CREATE TABLE registration_field_overrides (
      project_id int NOT NULL REFERENCES projects,
      registration_field_id smallint NOT NULL REFERENCES registration_fields,
      display_name_english text,
      display_name_spanish text,
      include_in_self_service_registration boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_user_id int REFERENCES users,
      PRIMARY KEY (project_id, registration_field_id)
    );
  `.execute(db);

  const yesNo = JSON.stringify({
    options: [
      { value: true, english: 'Yes', spanish: 'Sí' },
      { value: false, english: 'No', spanish: 'No' },
    ],
  });
  const ethnicity = JSON.stringify({
    options: [
      ['White', 'Blanco'],
      ['Hispanic or Latino', 'Hispano o latino'],
      ['Black or African American', 'Negro o afroamericano'],
      ['Asian', 'Asiático'],
      ['American Indian or Alaska Native', 'Indígena americano o nativo de Alaska'],
      ['Native Hawaiian or Other Pacific Islander', 'Nativo de Hawái u otras islas del Pacífico'],
      ['Two or More Races', 'Dos o más razas'],
      ['Prefer not to say', 'Prefiero no decirlo'],
      ['Other', 'Otro'],
    ].map(([english, spanish]) => ({ value: english, english, spanish })),
  });
  const bloodType = JSON.stringify({
    options: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown'].map((v) => ({
      value: v,
      english: v,
      spanish: v === 'Unknown' ? 'Desconocido' : v,
    })),
  });

  // [field, column, type, json, inputsAs, english, spanish, section, subSection, permission,
  //  grid column, self-service, always required]
  type Row = [
    string,
    string | null,
    string,
    string | null,
    string | null,
    string,
    string,
    number,
    string | null,
    string | null,
    string | null,
    boolean,
    boolean,
  ];
  // prettier-ignore
  const rows: Row[] = [
    ['Title', 'title', 'text', null, null, 'Job title', 'Puesto', 1, 'Personal', null, 'Title', true, false],
    ['FirstName', 'first_name', 'text', null, null, 'First name', 'Nombre', 1, 'Personal', null, null, true, true],
    ['MiddleName', 'middle_name', 'text', null, null, 'Middle name', 'Segundo nombre', 1, 'Personal', null, null, true, false],
    ['LastName', 'last_name', 'text', null, null, 'Last name', 'Apellido', 1, 'Personal', null, null, true, true],
    ['BirthDate', null, 'date', null, null, 'Date of birth', 'Fecha de nacimiento', 1, 'Personal', null, 'BirthDate', true, false],
    ['Ethnicity', 'ethnicity', 'radio-other', ethnicity, null, 'Ethnicity', 'Origen étnico', 1, 'Personal', null, 'Ethnicity', true, false],
    ['Trade', 'trade', 'text', null, null, 'Trade', 'Oficio', 1, 'Work', null, 'Trade', true, false],
    ['Responsibilities', null, 'text', null, null, 'Responsibilities', 'Responsabilidades', 1, 'Work', null, 'Responsibilities', true, false],
    ['ForemansName', null, 'text', null, null, "Foreman's name", 'Nombre del capataz', 1, 'Work', null, 'ForemansName', true, false],
    ['WorkerSiteNumber', null, 'text', null, null, 'Site number', 'Número en la obra', 1, 'Work', null, 'WorkerSiteNumber', false, false],
    ['NewHire', null, 'radio', yesNo, null, 'New hire', 'Nueva contratación', 1, 'Work', null, 'NewHireString', true, false],
    ['EmploymentDuration', null, 'select', null, 'durations', 'Time with current employer', 'Tiempo con el empleador actual', 1, 'Work', null, 'EmploymentDuration', true, false],
    ['IndustryDuration', null, 'select', null, 'durations', 'Time in the construction industry', 'Tiempo en la construcción', 1, 'Work', null, 'IndustryDuration', true, false],
    ['Telephone', 'telephone', 'phone', null, null, 'Mobile phone', 'Teléfono móvil', 1, 'Contact', null, 'Telephone', true, false],
    ['Email', 'email', 'email', null, null, 'E-mail', 'Correo electrónico', 1, 'Contact', null, 'Email', true, false],
    ['Address', 'address', 'text', null, null, 'Street address', 'Dirección', 1, 'Home', null, 'Address', true, false],
    ['State', null, 'select', null, 'states', 'State', 'Estado', 1, 'Home', null, 'State', true, false],
    ['ZipCode', null, 'text', null, null, 'ZIP code', 'Código postal', 1, 'Home', null, 'ZipCode', true, false],
    ['CityResident', null, 'radio', yesNo, null, 'City resident', 'Residente de la ciudad', 1, 'Home', null, 'CityResidentString', true, false],
    ['EmergencyContact.Name', null, 'text', null, null, 'Emergency contact name', 'Nombre del contacto de emergencia', 2, 'Emergency contact', null, 'EmergencyContactName', true, false],
    ['EmergencyContact.Relationship', null, 'text', null, null, 'Relationship', 'Parentesco', 2, 'Emergency contact', null, 'EmergencyContactRelationship', true, false],
    ['EmergencyContact.CountryCode', null, 'select', null, 'countryCodes', 'Country code', 'Código de país', 2, 'Emergency contact', null, null, true, false],
    ['EmergencyContact.PhoneNumber', null, 'phone', null, null, 'Emergency contact phone', 'Teléfono del contacto de emergencia', 2, 'Emergency contact', null, 'EmergencyContactPhoneNumber', true, false],
    ['SafetyBriefingDate', null, 'date', null, null, 'Safety briefing date', 'Fecha de la charla de seguridad', 3, 'Site induction', null, 'SafetyBriefingDate', false, false],
    ['FitForDutyCalendarDate', null, 'date', null, null, 'Fit for duty date', 'Fecha de aptitud para el trabajo', 3, 'Site induction', null, 'FitForDutyCalendarDate', false, false],
    ['HasCompletedDrugTest', null, 'radio', yesNo, null, 'Drug test completed', 'Prueba de drogas completada', 3, 'Checks', null, 'HasCompletedDrugTestString', false, false],
    ['HasCompletedBackgroundCheck', null, 'radio', yesNo, null, 'Background check completed', 'Verificación de antecedentes completada', 3, 'Checks', null, 'HasCompletedBackgroundCheckString', false, false],
    ['HasCompletedEnvironmentalTraining', null, 'radio', yesNo, null, 'Environmental training completed', 'Capacitación ambiental completada', 3, 'Checks', null, 'HasCompletedEnvironmentalTrainingString', true, false],
    ['UnionLocal', null, 'text', null, null, 'Union local', 'Local sindical', 3, 'Employment', null, 'UnionLocal', true, false],
    ['HourlyWageRate', null, 'number', null, null, 'Hourly wage rate (USD)', 'Salario por hora (USD)', 3, 'Employment', 'CanManageWageRates', 'HourlyWageRate', false, false],
    ['OSHA10IssueDate', null, 'date', null, null, 'OSHA 10 issue date', 'Fecha de emisión OSHA 10', 4, 'OSHA 10', null, 'OSHA10IssueDate', true, false],
    ['OSHA10ExpiryDate', null, 'date', null, null, 'OSHA 10 expiry date', 'Fecha de vencimiento OSHA 10', 4, 'OSHA 10', null, 'OSHA10ExpiryDate', true, false],
    ['OSHA30IssueDate', null, 'date', null, null, 'OSHA 30 issue date', 'Fecha de emisión OSHA 30', 4, 'OSHA 30', null, 'OSHA30IssueDate', true, false],
    ['OSHA30ExpiryDate', null, 'date', null, null, 'OSHA 30 expiry date', 'Fecha de vencimiento OSHA 30', 4, 'OSHA 30', null, 'OSHA30ExpiryDate', true, false],
    ['FirstAidCPRIssueDate', null, 'date', null, null, 'First aid / CPR issue date', 'Fecha de emisión primeros auxilios / RCP', 4, 'First aid / CPR', null, 'FirstAidCPRIssueDate', true, false],
    ['FirstAidCPRExpiryDate', null, 'date', null, null, 'First aid / CPR expiry date', 'Fecha de vencimiento primeros auxilios / RCP', 4, 'First aid / CPR', null, 'FirstAidCPRExpiryDate', true, false],
    ['SSTCardIssueDate', null, 'date', null, null, 'SST card issue date', 'Fecha de emisión tarjeta SST', 4, 'SST card', null, 'SSTCardIssueDate', true, false],
    ['SSTCardExpiryDate', null, 'date', null, null, 'SST card expiry date', 'Fecha de vencimiento tarjeta SST', 4, 'SST card', null, 'SSTCardExpiryDate', true, false],
    ['Health.BloodType', null, 'select', bloodType, null, 'Blood type', 'Grupo sanguíneo', 5, 'Medical', 'CanManageHealthRegistration', 'BloodType', true, false],
    ['Health.Allergies', null, 'textarea', null, null, 'Allergies', 'Alergias', 5, 'Medical', 'CanManageHealthRegistration', 'Allergies', true, false],
    ['Health.MedicalConditions', null, 'textarea', null, null, 'Medical conditions', 'Condiciones médicas', 5, 'Medical', 'CanManageHealthRegistration', 'MedicalConditions', true, false],
    ['Health.Medications', null, 'textarea', null, null, 'Medications', 'Medicamentos', 5, 'Medical', 'CanManageHealthRegistration', 'Medications', true, false],
  ];
  for (const [i, r] of rows.entries()) {
    const [
      field,
      column,
      type,
      json,
      inputsAs,
      en,
      es,
      section,
      sub,
      permission,
      grid,
      self,
      always,
    ] = r;
    await sql`
      INSERT INTO registration_fields (
        registration_field_id, field_name, worker_column, input_type, input_json, inputs_as,
        display_name_english, display_name_spanish, profile_section_id, profile_sub_section_name,
        permission_const, advanced_grid_mapping_field_name, self_service_default,
        is_always_required, sort_order)
      VALUES (${i + 1}, ${field}, ${column}, ${type}, ${json}::jsonb, ${inputsAs}, ${en}, ${es},
        ${section}, ${sub}, ${permission}, ${grid}, ${self}, ${always}, ${(i + 1) * 10})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE registration_field_overrides;
    DROP TABLE project_registration_fields;
    DROP TABLE registration_fields;
    DROP TABLE profile_sections;
  `.execute(db);
}
