import {
  REGISTRATIONS_MESSAGES,
  type MergeRegistrationFields,
  type RegistrationFieldOverride,
  type RegistrationFieldSelection,
  type RegistrationOverridesUpdate,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { ValidationError } from '../../lib/errors.ts';
import * as repo from './registrations-selection.repository.ts';

export type RegistrationsSelectionService = ReturnType<typeof createRegistrationsSelectionService>;

function toSelection(row: repo.CatalogueRow): RegistrationFieldSelection {
  // Without a saved selection the project uses the standard one: every field (docs/domain.md).
  const added = row.has_selection ? row.registration_field_selection_id !== null : true;
  return {
    RegistrationFieldId: row.registration_field_id,
    RegistrationFieldSelectionId: row.registration_field_selection_id,
    FieldName: row.field_name,
    InputType: row.input_type,
    DisplayNameEnglish: row.override_english ?? row.default_english,
    DisplayNameSpanish: row.override_spanish ?? row.default_spanish,
    IsRequired: row.is_always_required || (added && row.is_required === true),
    IsAdded: added || row.is_always_required,
    IsAlwaysRequired: row.is_always_required,
    ProfileSectionName: row.section_name,
    ProfileSubSectionName: row.profile_sub_section_name,
    SortOrder: row.selection_sort_order ?? row.catalogue_sort_order,
  };
}

/** The project's choice of registration fields and its names for them (spec 002 §3, §7). */
export function createRegistrationsSelectionService(deps: { db: Database }) {
  const { db } = deps;

  async function allFields(projectId: number): Promise<RegistrationFieldSelection[]> {
    return (await repo.listCatalogueForProject(db, projectId)).map(toSelection);
  }

  async function overrides(projectId: number): Promise<RegistrationFieldOverride[]> {
    return (await repo.listCatalogueForProject(db, projectId)).map((r) => ({
      RegistrationFieldId: r.registration_field_id,
      FieldName: r.field_name,
      DisplayNameEnglish: r.override_english ?? r.default_english,
      DisplayNameSpanish: r.override_spanish ?? r.default_spanish,
      DefaultDisplayNameEnglish: r.default_english,
      DefaultDisplayNameSpanish: r.default_spanish,
      IncludeInSelfServiceRegistration: r.include_in_self_service,
      ProfileSectionName: r.section_name,
    }));
  }

  return {
    allFields,
    overrides,

    /**
     * POST merge-registration-fields: the list's added fields, in its order, become the project's
     * selection in one transaction; first and last name cannot be left out.
     */
    async merge(projectId: number, body: MergeRegistrationFields) {
      const catalogue = await repo.listCatalogueIds(db);
      const byId = new Map(catalogue.map((c) => [c.registration_field_id, c]));
      const seen = new Set<number>();
      for (const item of body) {
        if (!byId.has(item.RegistrationFieldId)) {
          throw new ValidationError(REGISTRATIONS_MESSAGES.unknownField);
        }
        if (seen.has(item.RegistrationFieldId)) {
          throw new ValidationError(REGISTRATIONS_MESSAGES.duplicateField);
        }
        seen.add(item.RegistrationFieldId);
      }
      const added = body.filter((i) => i.IsAdded);
      for (const always of catalogue.filter((c) => c.is_always_required)) {
        if (!added.some((i) => i.RegistrationFieldId === always.registration_field_id)) {
          throw new ValidationError(REGISTRATIONS_MESSAGES.nameRequired);
        }
      }
      await db.transaction().execute((tx) =>
        repo.replaceSelection(
          tx,
          projectId,
          added.map((i) => ({
            registrationFieldId: i.RegistrationFieldId,
            isRequired:
              i.IsRequired || byId.get(i.RegistrationFieldId)?.is_always_required === true,
          })),
        ),
      );
      return allFields(projectId);
    },

    /** PUT overrides: names ("" or null: the catalogue's) and self-service, in one transaction. */
    async saveOverrides(projectId: number, userId: number, body: RegistrationOverridesUpdate) {
      const catalogue = await repo.listCatalogueIds(db);
      const known = new Set(catalogue.map((c) => c.registration_field_id));
      if (body.overrides.some((o) => !known.has(o.registrationFieldId))) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.unknownField);
      }
      const ids = body.overrides.map((o) => o.registrationFieldId);
      if (new Set(ids).size !== ids.length) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.duplicateField);
      }
      await db.transaction().execute((tx) =>
        repo.upsertOverrides(
          tx,
          projectId,
          userId,
          body.overrides.map((o) => ({
            registrationFieldId: o.registrationFieldId,
            english: o.displayNameEnglish || null,
            spanish: o.displayNameSpanish || null,
            includeInSelfService: o.includeInSelfServiceRegistration,
          })),
        ),
      );
      return overrides(projectId);
    },
  };
}
