import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { sql, type Kysely } from 'kysely';

/**
 * Phone numbers are kept as E.164 (docs/domain.md "Phone numbers"): each worker's telephone and
 * emergency contact's number written before is read as the API now reads it (the project's
 * country as the default; the emergency contact's own calling code when it has one) and
 * rewritten as E.164, so the duplicate rule and the texts compare one form. A number no country
 * could dial is left as it was written: the record shows it, and no text goes to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    worker_id: number;
    country: string;
    telephone: string | null;
    contact: string | null;
    contact_code: string | null;
  }>`
    SELECT w.worker_id, p.country_code AS country, w.telephone,
           w.fields->'EmergencyContact'->>'PhoneNumber' AS contact,
           w.fields->'EmergencyContact'->>'CountryCode' AS contact_code
      FROM workers w JOIN projects p ON p.project_id = w.project_id
     WHERE w.telephone !~ '^\\+[1-9][0-9]{6,14}$'
        OR w.fields->'EmergencyContact'->>'PhoneNumber' !~ '^\\+[1-9][0-9]{6,14}$'`.execute(db);
  const read = (text: string | null, prefix: string, country: string) => {
    if (!text || !/^[+0-9 ().\-/]+$/.test(text.trim())) return null;
    const number = parsePhoneNumberFromString(`${prefix}${text.trim()}`, country as CountryCode);
    return number?.isPossible() ? number.number : null;
  };
  const ids: number[] = [];
  const phones: (string | null)[] = [];
  const contacts: (string | null)[] = [];
  for (const row of rows) {
    const code = /^\+\d{1,4}$/.test(row.contact_code ?? '') ? `${row.contact_code} ` : '';
    const telephone = read(row.telephone, '', row.country);
    // A number written with its own + code keeps it; a national one takes the code beside it.
    const contact = read(row.contact, row.contact?.trim().startsWith('+') ? '' : code, row.country);
    if (telephone === null && contact === null) continue;
    ids.push(row.worker_id);
    phones.push(telephone);
    contacts.push(contact);
  }
  for (let i = 0; i < ids.length; i += 1000) {
    await sql`
      UPDATE workers w
         SET telephone = coalesce(n.telephone, w.telephone),
             fields = CASE WHEN n.contact IS NULL THEN w.fields
                      ELSE jsonb_set(w.fields, '{EmergencyContact,PhoneNumber}', to_jsonb(n.contact)) END
        FROM unnest(${ids.slice(i, i + 1000)}::int[], ${phones.slice(i, i + 1000)}::text[],
                    ${contacts.slice(i, i + 1000)}::text[]) AS n(worker_id, telephone, contact)
       WHERE w.worker_id = n.worker_id`.execute(db);
  }
}

/** The numbers stay E.164: every form of them reads it, so nothing needs undoing. */
export async function down(): Promise<void> {}
