import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Every catalogue field with the project's selection (when it saved one) and overrides: the
 * field-selection and override screens (spec 000 §3, 002 §3).
 */
export function listCatalogueForProject(db: Executor, projectId: number) {
  return db
    .selectFrom('registration_fields as f')
    .innerJoin('profile_sections as s', 's.profile_section_id', 'f.profile_section_id')
    .leftJoin('project_registration_fields as p', (join) =>
      join
        .onRef('p.registration_field_id', '=', 'f.registration_field_id')
        .on('p.project_id', '=', projectId),
    )
    .leftJoin('registration_field_overrides as o', (join) =>
      join
        .onRef('o.registration_field_id', '=', 'f.registration_field_id')
        .on('o.project_id', '=', projectId),
    )
    .select([
      'f.registration_field_id',
      'f.field_name',
      'f.input_type',
      'f.display_name_english as default_english',
      'f.display_name_spanish as default_spanish',
      'f.is_always_required',
      'f.profile_sub_section_name',
      'f.sort_order as catalogue_sort_order',
      's.section_name',
      'p.registration_field_selection_id',
      'p.is_required',
      'p.sort_order as selection_sort_order',
      'o.display_name_english as override_english',
      'o.display_name_spanish as override_spanish',
      sql<boolean>`coalesce(o.include_in_self_service_registration, f.self_service_default)`.as(
        'include_in_self_service',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM project_registration_fields any_p
                           WHERE any_p.project_id = ${projectId})`.as('has_selection'),
    ])
    .orderBy('s.sort_order')
    .orderBy(sql`coalesce(p.sort_order, f.sort_order)`)
    .orderBy('f.registration_field_id')
    .execute();
}

export type CatalogueRow = Awaited<ReturnType<typeof listCatalogueForProject>>[number];

export function listCatalogueIds(db: Executor) {
  return db
    .selectFrom('registration_fields')
    .select(['registration_field_id', 'field_name', 'is_always_required'])
    .execute();
}

/** Replaces the project's selection (the caller's transaction). */
export async function replaceSelection(
  tx: Executor,
  projectId: number,
  rows: { registrationFieldId: number; isRequired: boolean }[],
) {
  await tx.deleteFrom('project_registration_fields').where('project_id', '=', projectId).execute();
  if (rows.length === 0) return;
  await tx
    .insertInto('project_registration_fields')
    .values(
      rows.map((r, index) => ({
        project_id: projectId,
        registration_field_id: r.registrationFieldId,
        is_required: r.isRequired,
        sort_order: index + 1,
      })),
    )
    .execute();
}

export async function upsertOverrides(
  tx: Executor,
  projectId: number,
  userId: number,
  rows: {
    registrationFieldId: number;
    english: string | null;
    spanish: string | null;
    includeInSelfService: boolean | undefined;
  }[],
) {
  for (const r of rows) {
    await tx
      .insertInto('registration_field_overrides')
      .values({
        project_id: projectId,
        registration_field_id: r.registrationFieldId,
        display_name_english: r.english,
        display_name_spanish: r.spanish,
        ...(r.includeInSelfService === undefined
          ? {}
          : { include_in_self_service_registration: r.includeInSelfService }),
        updated_by_user_id: userId,
      })
      .onConflict((oc) =>
        oc.columns(['project_id', 'registration_field_id']).doUpdateSet((eb) => ({
          display_name_english: eb.ref('excluded.display_name_english'),
          display_name_spanish: eb.ref('excluded.display_name_spanish'),
          ...(r.includeInSelfService === undefined
            ? {}
            : {
                include_in_self_service_registration: eb.ref(
                  'excluded.include_in_self_service_registration',
                ),
              }),
          updated_at: sql`now()`,
          updated_by_user_id: userId,
        })),
      )
      .execute();
  }
}
