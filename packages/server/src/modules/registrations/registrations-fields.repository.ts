import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The project's registration fields: its selection (or, for a project that never saved one, the
 * standard selection — every catalogue field, required where the catalogue says so; docs/domain.md),
 * with the project's overrides applied, in profile-section then selection order.
 */
export function listProjectFields(db: Executor, projectId: number) {
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
    .where((eb) =>
      eb.or([
        eb('p.registration_field_selection_id', 'is not', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('project_registration_fields as any_p')
              .select(sql`1`.as('one'))
              .where('any_p.project_id', '=', projectId),
          ),
        ),
      ]),
    )
    .select([
      'f.registration_field_id',
      'f.field_name',
      'f.worker_column',
      'f.input_type',
      'f.input_json',
      'f.inputs_as',
      'f.helper_text_english',
      'f.helper_text_spanish',
      'f.profile_sub_section_name',
      'f.permission_const',
      'f.advanced_grid_mapping_field_name',
      's.section_name',
      's.sort_order as section_sort_order',
      sql<string>`coalesce(o.display_name_english, f.display_name_english)`.as(
        'display_name_english',
      ),
      sql<string>`coalesce(o.display_name_spanish, f.display_name_spanish)`.as(
        'display_name_spanish',
      ),
      sql<boolean>`coalesce(o.include_in_self_service_registration, f.self_service_default)`.as(
        'include_in_self_service',
      ),
      sql<boolean>`f.is_always_required OR coalesce(p.is_required, false)`.as('is_required'),
      sql<number>`coalesce(p.sort_order, f.sort_order)`.as('sort_order'),
      sql<string>`(SELECT country_code FROM projects WHERE project_id = ${projectId})`.as(
        'country_code',
      ),
    ])
    .orderBy('s.sort_order')
    .orderBy(sql`coalesce(p.sort_order, f.sort_order)`)
    .orderBy('f.registration_field_id')
    .execute();
}

export type ProjectFieldRow = Awaited<ReturnType<typeof listProjectFields>>[number];

/** The five profile sections (reference rows). */
export function listProfileSections(db: Executor) {
  return db.selectFrom('profile_sections').selectAll().orderBy('sort_order').execute();
}
