import { sql } from 'kysely';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { postgresBlobStore } from '../db/blob-store.ts';
import type { Executor } from '../db/database.ts';
import { localDateTime } from '../lib/time.ts';
import { signedCopy } from '../modules/registrations/registrations-self-signing.ts';

const RULES = [
  'Hard hat, safety glasses, high-visibility vest and safety boots at all times on site.',
  'Badge in: walk through the gate readers at every entrance and exit.',
  'Fall protection is required above 6 feet. Inspect your harness before each use.',
  'Report every injury and near miss to your foreman and the site office the same day.',
  'No alcohol or drugs on site. Smoking only in the marked area by Gate 2.',
  'In an alarm, leave by the nearest exit and report to the muster point on 11th Avenue.',
];

/** The project's registration document: the site's safety rules, two pages, as a real PDF. */
async function safetyRules(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Site safety orientation - ${title}`);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  for (const [heading, intro] of [
    ['Site safety orientation', `Every worker on ${title} reads and signs these rules.`],
    ['Orientacion de seguridad', `Todo trabajador de ${title} lee y firma estas reglas.`],
  ] as const) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(heading, { x: 56, y: 770, size: 22, font: bold, color: rgb(0.07, 0.2, 0.34) });
    page.drawText(intro, { x: 56, y: 740, size: 12, font: regular });
    RULES.forEach((rule, index) => {
      page.drawText(`${index + 1}. ${rule}`, {
        x: 56,
        y: 700 - index * 28,
        size: 10.5,
        font: regular,
      });
    });
  }
  return Buffer.from(await doc.save());
}

/** A signature as a phone's pad would hand it over: a dark stroke on a clear 600 × 200 PNG. */
function signaturePng(path: string): Promise<Buffer> {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="${path}" stroke="#10243d" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
}

const PEOPLE = [
  {
    first: 'Rosa',
    last: 'Delgado',
    phone: '(347) 555-0187',
    code: 'RDQ7K4',
    minutesAgo: 42,
    stroke: 'M40 140 C 90 30, 130 30, 150 120 S 230 170, 260 80 S 360 40, 420 130 L 560 110',
  },
  {
    first: 'Tomasz',
    last: 'Nowak',
    phone: '(718) 555-0133',
    code: 'TN8WX3',
    minutesAgo: 16,
    stroke: 'M30 120 L 120 60 L 150 150 C 200 40, 260 40, 300 140 S 420 60, 570 100',
  },
];

/**
 * Self-registration on the New York project: its safety rules as the registration document the
 * QR page asks workers to sign, and two workers who registered themselves this morning on their
 * phones and wait at the office for a badge (recent registrations shows their codes), each with
 * the signed copy the page made.
 */
export async function seedSelfRegistrations(tx: Executor, projectId: number): Promise<void> {
  const project = await tx
    .selectFrom('projects')
    .select(['title', 'time_zone_id'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const rules = await safetyRules(project.title);
  const rulesUid = await postgresBlobStore.put(tx, {
    projectId,
    kind: 'registration-document',
    mimeType: 'application/pdf',
    originalFilename: 'site-safety-orientation.pdf',
    data: rules,
  });
  const document = await tx
    .insertInto('registration_documents')
    .values({
      project_id: projectId,
      display_name: 'Site safety orientation',
      original_filename: 'site-safety-orientation.pdf',
      blob_uid: rulesUid,
      byte_size: rules.length,
    })
    .returning('registration_document_id')
    .executeTakeFirstOrThrow();

  const contract = await tx
    .selectFrom('contracts as c')
    .innerJoin('companies as co', 'co.company_id', 'c.company_id')
    .select(['c.contract_id', 'c.trade', 'co.name'])
    .where('c.project_id', '=', projectId)
    // A concrete crew if there is one (the morning's pour), else the first contract.
    .orderBy(sql`c.trade = 'Concrete'`, 'desc')
    .orderBy('c.contract_id')
    .executeTakeFirst();
  if (!contract) return;

  for (const person of PEOPLE) {
    const at = new Date(Date.now() - person.minutesAgo * 60_000);
    const { worker_id: workerId } = await tx
      .insertInto('workers')
      .values({
        project_id: projectId,
        contract_id: contract.contract_id,
        first_name: person.first,
        last_name: person.last,
        telephone: person.phone,
        trade: contract.trade,
        self_registration_code: person.code,
        created_at: at,
        updated_at: at,
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow();
    const local = localDateTime(at, project.time_zone_id);
    const copy = await signedCopy(rules, {
      documentName: 'Site safety orientation',
      projectTitle: project.title,
      workerName: `${person.first} ${person.last}`,
      companyName: contract.name ?? '',
      signedAtLocal: local,
      timeZone: project.time_zone_id,
      confirmationCode: person.code,
      signaturePng: await signaturePng(person.stroke),
    });
    const copyUid = await postgresBlobStore.put(tx, {
      projectId,
      kind: 'signed-document',
      workerId,
      mimeType: 'application/pdf',
      originalFilename: 'Site safety orientation (signed).pdf',
      data: Buffer.from(copy),
    });
    await tx
      .insertInto('worker_signed_documents')
      .values({
        project_id: projectId,
        worker_id: workerId,
        registration_document_id: document.registration_document_id,
        display_name: 'Site safety orientation',
        blob_uid: copyUid,
        signed_at: at,
        signature_date_time_local: local,
      })
      .execute();
    await tx
      .insertInto('worker_changelog')
      .values(
        [
          ['Registration', 'Registered themselves'],
          ['FirstName', person.first],
          ['LastName', person.last],
          ['Telephone', person.phone],
          ['Signed', 'Site safety orientation'],
        ].map(([field, value]) => ({
          project_id: projectId,
          worker_id: workerId,
          changed_at: at,
          changed_by_user_id: null,
          field_name: field!,
          old_value: null,
          new_value: value!,
        })),
      )
      .execute();
  }
}
