import type {
  ProjectPin,
  RegistrationField,
  RegistrationFieldSelection,
  RegistrationMetadata,
} from '@siteline/shared';
import { jsonResponse } from '@/test/render.tsx';

export const PROJECT_ID = 7;

function field(
  id: number,
  FieldName: string,
  DisplayNameEnglish: string,
  more: Partial<RegistrationField> = {},
): RegistrationField {
  return {
    RegistrationFieldId: id,
    FieldName,
    InputType: 'text',
    InputJson: null,
    InputsAs: null,
    DisplayNameEnglish,
    DisplayNameSpanish: `${DisplayNameEnglish} (es)`,
    HelperTextEnglish: null,
    HelperTextSpanish: null,
    ProfileSectionName: 'Profile',
    ProfileSubSectionName: 'Personal',
    PermissionConst: null,
    AdvancedGridMappingFieldName: null,
    IsRequired: false,
    IncludeInSelfServiceRegistration: true,
    SortOrder: id,
    ...more,
  };
}

export const FIELDS: RegistrationField[] = [
  field(2, 'FirstName', 'First name', { IsRequired: true }),
  field(4, 'LastName', 'Last name', { IsRequired: true }),
  field(6, 'Ethnicity', 'Ethnicity', {
    InputType: 'radio-other',
    InputJson: {
      options: [
        { value: 'White', english: 'White', spanish: 'Blanco' },
        { value: 'Other', english: 'Other', spanish: 'Otro' },
      ],
    },
  }),
];

export const SELECTION: RegistrationFieldSelection[] = FIELDS.map((f) => ({
  RegistrationFieldId: f.RegistrationFieldId,
  RegistrationFieldSelectionId: null,
  FieldName: f.FieldName,
  InputType: f.InputType,
  DisplayNameEnglish: f.DisplayNameEnglish,
  DisplayNameSpanish: f.DisplayNameSpanish,
  IsRequired: f.IsRequired,
  IsAdded: true,
  IsAlwaysRequired: f.IsRequired,
  ProfileSectionName: f.ProfileSectionName,
  ProfileSubSectionName: f.ProfileSubSectionName,
  SortOrder: f.SortOrder,
}));

export const METADATA: RegistrationMetadata = {
  Companies: [
    {
      CompanyId: 30,
      CompanyName: 'Acme Concrete',
      Contracts: [{ ContractId: 300, DisplayName: 'Acme Concrete' }],
    },
  ],
  Contracts: [
    { ContractId: 300, DisplayName: 'Acme Concrete' },
    { ContractId: 301, DisplayName: 'Bolt Electric' },
  ],
};

export const PIN: ProjectPin = {
  ProjectShortCodeIdentifier: 'ABCD2345',
  SelfRegistrationUrl: 'http://localhost/register/ABCD2345',
  QrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

/** The registration calls of PROJECT_ID; `more` answers first (a test's own case). */
export function registrationsHandler(
  more?: (path: string, init?: RequestInit) => Response | undefined,
) {
  return (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname;
    const answered = more?.(path + url.search, init);
    if (answered) return answered;
    const base = `/api/v1/projects/${PROJECT_ID}`;
    if (path === `${base}/selected-registration-fields`) return jsonResponse(FIELDS);
    if (path === `${base}/registrations/metadata`) return jsonResponse(METADATA);
    if (path === `${base}/all-registration-fields`) return jsonResponse(SELECTION);
    if (path === `${base}/registrations/pin`) return jsonResponse(PIN);
    if (path === `/api/v2/projects/${PROJECT_ID}/registrations/overrides`) return jsonResponse([]);
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  };
}
