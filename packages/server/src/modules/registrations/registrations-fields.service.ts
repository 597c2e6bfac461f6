import { fieldForCountry } from '@siteline/shared/registrations/registrations-fields-country';
import {
  PermissionSchema,
  RegistrationFieldInputJsonSchema,
  type ProfileSection,
  type RegistrationField,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import * as repo from './registrations-fields.repository.ts';

export type RegistrationsFieldsService = ReturnType<typeof createRegistrationsFieldsService>;

/** A project field with where the server keeps its value (a `workers` column or `fields`). */
export type ProjectField = RegistrationField & {
  /** The fixed `workers` column the field maps to; null for a dynamic field in `fields`. */
  workerColumn: repo.ProjectFieldRow['worker_column'];
};

function toField(row: repo.ProjectFieldRow): ProjectField {
  return {
    RegistrationFieldId: row.registration_field_id,
    FieldName: row.field_name,
    InputType: row.input_type,
    InputJson:
      row.input_json === null ? null : RegistrationFieldInputJsonSchema.parse(row.input_json),
    InputsAs: row.inputs_as,
    DisplayNameEnglish: row.display_name_english,
    DisplayNameSpanish: row.display_name_spanish,
    HelperTextEnglish: row.helper_text_english,
    HelperTextSpanish: row.helper_text_spanish,
    ProfileSectionName: row.section_name,
    ProfileSubSectionName: row.profile_sub_section_name,
    PermissionConst:
      row.permission_const === null ? null : PermissionSchema.parse(row.permission_const),
    AdvancedGridMappingFieldName: row.advanced_grid_mapping_field_name,
    IsRequired: row.is_required,
    IncludeInSelfServiceRegistration: row.include_in_self_service,
    SortOrder: row.sort_order,
    workerColumn: row.worker_column,
  };
}

/**
 * The registration-field catalogue as each project uses it: the one source the registration
 * forms, the worker record and the directory read (issue: "one source, no copies").
 */
export function createRegistrationsFieldsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The project's fields (selection, overrides applied), before any permission filter. */
    async projectFields(projectId: number, executor: Executor = db): Promise<ProjectField[]> {
      // As the project's country asks them: no US states list or ZIP code abroad, its currency.
      return (await repo.listProjectFields(executor, projectId)).map((row) =>
        fieldForCountry(toField(row), row.country_code),
      );
    },

    async profileSections(executor: Executor = db): Promise<ProfileSection[]> {
      return (await repo.listProfileSections(executor)).map((s) => ({
        ProfileSectionId: s.profile_section_id,
        SectionName: s.section_name,
        SectionSlug: s.section_slug,
        PermissionConst: PermissionSchema.parse(s.permission_const),
        SortOrder: s.sort_order,
      }));
    },
  };
}
