import { sql } from 'kysely';
import { postgresBlobStore } from '../db/blob-store.ts';
import type { Database } from '../db/database.ts';
import { projectScheduleTrades } from '../modules/integrations/integrations-schedule-project.repository.ts';
import { labourWithHours } from '../modules/integrations/integrations-schedule-preview.ts';
import {
  sampleFileName,
  scheduleSampleXml,
} from '../modules/integrations/integrations-schedule-samples.ts';
import { parseScheduleXml } from '../modules/integrations/integrations-schedule-xml.ts';

/**
 * The demo project's Primavera P6 schedule, uploaded by its manager yesterday and waiting to
 * be mapped and processed: the integrations' uploads history has a true file to show, and a
 * visitor can take it through Map Contracts and Review (the plan changes only when processed).
 */
export async function seedDemoSchedule(db: Database, projectId: number, until: Date) {
  const { projectName, trades } = await projectScheduleTrades(db, projectId, until);
  if (trades.length === 0) return;
  const manager = await sql<{ user_id: number }>`
    SELECT u.user_id FROM project_memberships pm JOIN users u ON u.user_id = pm.user_id
     WHERE pm.project_id = ${projectId}
     ORDER BY (u.email LIKE 'manager@%') DESC, u.user_id LIMIT 1`.execute(db);
  const xml = scheduleSampleXml('primavera-p6', projectName, trades);
  const schedule = parseScheduleXml(xml);
  const data = Buffer.from(xml);
  const fileName = sampleFileName(projectName, 'primavera-p6').replace('-sample', '');
  await db.transaction().execute(async (tx) => {
    const blobUid = await postgresBlobStore.put(tx, {
      projectId,
      kind: 'schedule',
      mimeType: 'application/xml',
      originalFilename: fileName,
      data,
    });
    await tx
      .insertInto('integration_file_imports')
      .values({
        project_id: projectId,
        service_provider_id: 3,
        blob_uid: blobUid,
        original_file_name: fileName,
        mime_type: 'text/xml',
        size_bytes: data.length,
        format: schedule.format,
        schedule_project_name: schedule.projectName,
        activity_count: schedule.activities.length,
        labour_resources: JSON.stringify(labourWithHours(schedule)),
        uploaded_by_user_id: manager.rows[0]?.user_id ?? null,
        uploaded_at: new Date(until.getTime() - 26 * 3_600_000),
      })
      .execute();
  });
}
