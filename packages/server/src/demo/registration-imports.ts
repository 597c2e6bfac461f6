import { sql } from 'kysely';
import { toXlsx, type XlsxCellValue } from '@siteline/shared/common/xlsx';
import { postgresBlobStore } from '../db/blob-store.ts';
import type { Executor } from '../db/database.ts';
import { contractDisplayName } from '../lib/contract-sql.ts';

/** The crew the file brings: the newest workers of one contract. */
const CREW = 14;
const HEADERS = [
  'Company',
  'Contract',
  'First name *',
  'Last name *',
  'Mobile phone',
  'Date of birth',
];

/**
 * One past import on a project's Import tab, made of the project's own workers: a subcontractor's
 * crew list that the manager uploaded nine days ago. Its rows are the newest workers of the
 * contract with the most workers (imported, each pointing at its worker) plus two rows the check
 * refused (a missing last name, an impossible birth date) with the reasons the validator gives;
 * the file itself is the workbook those rows came from, so the history's download is true.
 */
export async function seedRegistrationImport(tx: Executor, projectId: number): Promise<void> {
  const manager = await tx
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'manager@siteline.example')
    .executeTakeFirst();
  const biggest = await tx
    .selectFrom('workers')
    .select(['contract_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('project_id', '=', projectId)
    .groupBy('contract_id')
    .orderBy('n', 'desc')
    .orderBy('contract_id')
    .executeTakeFirst();
  if (!biggest) return;
  const crew = await tx
    .selectFrom('workers as w')
    .innerJoin('contracts as c', 'c.contract_id', 'w.contract_id')
    .innerJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'w.worker_id',
      'w.first_name',
      'w.last_name',
      'w.telephone',
      sql<string | null>`w.fields->>'BirthDate'`.as('birth_date'),
      'co.name as company',
      contractDisplayName.as('contract'),
      'c.company_id',
    ])
    .where('w.project_id', '=', projectId)
    .where('w.contract_id', '=', biggest.contract_id)
    .orderBy('w.worker_id', 'desc')
    .limit(CREW)
    .execute();
  const first = crew[0];
  if (!first) return;

  const refused = [
    {
      first: 'Luis',
      last: '',
      phone: '(212) 555-0148',
      birth: '1991-06-12',
      errors: ['Last name is required.'],
    },
    {
      first: 'Marisol',
      last: 'Ortega',
      phone: '(212) 555-0193',
      birth: '02/31/1988',
      errors: ['Date of birth “02/31/1988” is not a date: write it as MM/DD/YYYY.'],
    },
  ];
  const cells: XlsxCellValue[][] = [
    ...crew.map((w) => [
      w.company,
      w.contract,
      w.first_name,
      w.last_name,
      w.telephone,
      w.birth_date,
    ]),
    ...refused.map((r) => [first.company, first.contract, r.first, r.last, r.phone, r.birth]),
  ];
  const fileName = `${first.company} crew list.xlsx`;
  const blobUid = await postgresBlobStore.put(tx, {
    projectId,
    kind: 'import',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    originalFilename: fileName,
    data: Buffer.from(toXlsx({ headers: HEADERS, rows: cells }, 'Workers')),
  });
  await tx
    .insertInto('registration_imports')
    .values({
      project_id: projectId,
      blob_uid: blobUid,
      file_name: fileName,
      state: 'Imported',
      uploaded_by_user_id: manager?.user_id ?? null,
      uploaded_at: sql<Date>`now() - interval '9 days 2 hours'`,
      imported_at: sql<Date>`now() - interval '9 days 1 hour 54 minutes'`,
    })
    .execute();
  await tx
    .insertInto('registration_import_rows')
    .values([
      ...crew.map((w, i) => ({
        project_id: projectId,
        blob_uid: blobUid,
        row_number: i + 2,
        first_name: w.first_name,
        last_name: w.last_name,
        company_name: w.company,
        company_id: w.company_id,
        contract_id: biggest.contract_id,
        import_status: 0,
        errors: JSON.stringify([]),
        field_values: JSON.stringify({
          FirstName: w.first_name,
          LastName: w.last_name,
          ...(w.telephone ? { Telephone: w.telephone } : {}),
          ...(w.birth_date ? { BirthDate: w.birth_date } : {}),
        }),
        worker_id: w.worker_id,
      })),
      ...refused.map((r, i) => ({
        project_id: projectId,
        blob_uid: blobUid,
        row_number: crew.length + i + 2,
        first_name: r.first,
        last_name: r.last,
        company_name: first.company,
        company_id: first.company_id,
        contract_id: biggest.contract_id,
        import_status: 1,
        errors: JSON.stringify(r.errors),
        field_values: JSON.stringify({}),
        worker_id: null,
      })),
    ])
    .execute();
}
