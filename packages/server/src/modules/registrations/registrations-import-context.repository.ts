import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

// What stage two of the import checks a file against: the project's people, the badges held
// today and the tag types (tables of the workers and hardware areas, read for that check).

/**
 * Badges held by someone on the project today, with the holder's name (the Tag column's check).
 * `tags` and `worker_tags` are the workers area's; read here for that check only.
 */
export function heldTags(db: Executor, projectId: number) {
  return db
    .selectFrom('worker_tags as wt')
    .innerJoin('tags as t', (j) =>
      j.onRef('t.project_id', '=', 'wt.project_id').onRef('t.tag_id', '=', 'wt.tag_id'),
    )
    .innerJoin('workers as w', (j) =>
      j.onRef('w.project_id', '=', 'wt.project_id').onRef('w.worker_id', '=', 'wt.worker_id'),
    )
    .select([
      't.tag',
      'w.contract_id',
      sql<string>`w.first_name || ' ' || w.last_name`.as('holder'),
    ])
    .where('wt.project_id', '=', projectId)
    .where('wt.valid_from', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('wt.valid_to', 'is', null), eb('wt.valid_to', '>', sql<Date>`now()`)]))
    .execute();
}

/** The tag types a badge may be, by name. */
export function tagTypes(db: Executor) {
  return db.selectFrom('tag_types').select(['tag_type_id', 'name']).execute();
}

/** The project's people for the duplicate check: name, birth date and phone digits. */
export function listPeople(db: Executor, projectId: number) {
  return db
    .selectFrom('workers')
    .select([
      'first_name',
      'last_name',
      sql<string | null>`fields->>'BirthDate'`.as('birth_date'),
      sql<string>`regexp_replace(coalesce(telephone, ''), '[^0-9]', '', 'g')`.as('phone_digits'),
    ])
    .where('project_id', '=', projectId)
    .where('is_deleted', '=', false)
    .execute();
}
