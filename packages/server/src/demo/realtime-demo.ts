import type { ProjectPlan } from './projects.ts';
import { postgresBlobStore } from '../db/blob-store.ts';
import type { Database, Tx } from '../db/database.ts';
import { loadSiteModel } from '../engine/gateway-site.ts';
import type { IdsByKey } from './bulk.ts';
import { densityCutoffs } from './density-capacity.ts';
import { drawAreaPlan, type AreaPlan } from './realtime-plans.ts';
import type { SiteLayout } from './site-layout.ts';

/** The realtime views of each demo site (zones without a reader get no pin). */
export const REALTIME_AREAS: Record<ProjectPlan['key'], readonly AreaPlan[]> = {
  newYork: [
    {
      name: 'Site Plan',
      placement: 'top',
      kind: 'site',
      zones: ['Main Gate', 'North Gate', 'Laydown Yard', 'Site Office', 'Crane Zone', 'Roof'],
    },
    {
      name: 'Tower Section',
      placement: 'side',
      kind: 'section',
      zones: [
        'Level B1',
        ...Array.from({ length: 12 }, (_, i) => `Level ${i + 1}`),
        'Level B1 - Mechanical Room',
        'Level 1 - Loading Dock',
        'Level 3 - Electrical Room',
        'Level 8 - Electrical Room',
      ],
      rooms: {
        'Level B1 - Mechanical Room': 'Level B1',
        'Level 1 - Loading Dock': 'Level 1',
        'Level 3 - Electrical Room': 'Level 3',
        'Level 8 - Electrical Room': 'Level 8',
      },
    },
  ],
  losAngeles: [
    {
      name: 'Site Plan',
      placement: 'top',
      kind: 'site',
      zones: [
        'Main Gate',
        'West Gate',
        'Laydown Yard',
        'Site Office',
        'Crane Zone',
        'Central Plant',
        'Roof',
      ],
    },
    ...(['East Wing', 'West Wing'] as const).map((wing): AreaPlan => ({
      name: wing,
      placement: 'side',
      kind: 'section',
      zones: [
        ...[1, 2, 3, 4, 5].map((n) => `${wing} L${n}`),
        `${wing} L2 - Electrical Room`,
        ...(wing === 'East Wing'
          ? ['East Wing L1 - Imaging Suite']
          : ['West Wing L1 - Loading Dock']),
      ],
      rooms: {
        [`${wing} L2 - Electrical Room`]: `${wing} L2`,
        ...(wing === 'East Wing'
          ? { 'East Wing L1 - Imaging Suite': 'East Wing L1' }
          : { 'West Wing L1 - Loading Dock': 'West Wing L1' }),
      },
    })),
  ],
  demo: [
    {
      name: 'Logistics Hub',
      placement: 'top',
      kind: 'site',
      zones: [
        'Main Gate',
        'Truck Court',
        'Laydown Yard',
        'Site Office',
        'Warehouse',
        'Warehouse - Dock Doors',
        'Warehouse - Electrical Room',
        'Office Mezzanine',
        'Roof',
      ],
    },
  ],
  school: [
    {
      name: 'Site Plan',
      placement: 'top',
      kind: 'site',
      zones: [
        'Laydown Yard',
        'Site Office',
        'Classroom Wing',
        'Classroom Wing - Electrical Room',
        'Gymnasium',
      ],
    },
  ],
};

/** Before any history exists, a zone's cutoff is its fair share of the crew, and a half more. */
function provisionalCutoff(workers: number, zonesWithReaders: number): number {
  return Math.max(3, Math.round((workers / Math.max(1, zonesWithReaders)) * 1.5));
}
/** A crowd must last this long before it is an alert. */
const DEMO_DENSITY_MINUTES = 10;

/**
 * The demo's realtime set-up: dashboard on (refresh 30 s), areas with generated plans and pins
 * for the zones that have readers, and a zone-density instance over the work zones.
 */
export async function seedRealtimeDemo(
  tx: Tx,
  site: { projectId: number; layout: SiteLayout; areas: readonly AreaPlan[]; workers: number },
  zones: IdsByKey,
): Promise<number> {
  const { projectId, layout } = site;
  await tx
    .insertInto('realtime_configurations')
    .values({ project_id: projectId, timeout_seconds: 30 })
    .execute();
  const withReaders = new Set(layout.readers.flatMap((r) => (r.zone ? [r.zone] : [])));
  for (const [index, plan] of site.areas.entries()) {
    const drawn = await drawAreaPlan(plan);
    const blobUid = await postgresBlobStore.put(tx, {
      projectId,
      kind: 'realtime-image',
      mimeType: 'image/jpeg',
      originalFilename: `${plan.name}.jpg`,
      data: drawn.image,
    });
    const area = await tx
      .insertInto('realtime_areas')
      .values({
        project_id: projectId,
        name: plan.name,
        sort_order: index + 1,
        image_blob_uid: blobUid,
        desktop_placement: plan.placement,
        image_width: drawn.width,
        image_height: drawn.height,
      })
      .returning('realtime_area_id')
      .executeTakeFirstOrThrow();
    const pins = [...drawn.pins].filter(([zone]) => withReaders.has(zone));
    if (pins.length === 0) continue;
    await tx
      .insertInto('realtime_area_zones')
      .values(
        pins.map(([zone, at], i) => ({
          project_id: projectId,
          realtime_area_id: area.realtime_area_id,
          project_zone_id: zones.get(zone),
          pin_location: i % 2 ? 'BottomRight' : 'TopRight',
          x: at.x,
          y: at.y,
        })),
      )
      .execute();
  }

  // Work zones only: gates and the office see everyone pass and would always be "crowded".
  const gates = new Set(layout.zones.filter((z) => z.entranceExit).map((z) => z.name));
  const ruled = [...withReaders].filter((z) => !gates.has(z) && z !== 'Site Office');
  const instance = await tx
    .insertInto('alert_instances')
    .values({ project_id: projectId, alert_type: 'ZoneDensity', is_active: true })
    .returning('alert_instance_id')
    .executeTakeFirstOrThrow();
  // A reader silent past its model's wait (BLE 15 min, NFC 60) or on battery for 3 minutes is
  // news on the overview: the simulator's outages raise and resolve these (DOMAIN.md).
  await tx
    .insertInto('alert_instances')
    .values({ project_id: projectId, alert_type: 'ReaderStatus', is_active: true })
    .execute();
  const cutoff = provisionalCutoff(site.workers, withReaders.size);
  if (ruled.length) {
    await tx
      .insertInto('zone_density_rules')
      .values(
        ruled.map((zone) => ({
          project_id: projectId,
          alert_instance_id: instance.alert_instance_id,
          project_zone_id: zones.get(zone),
          cutoff_value: cutoff,
          cutoff_minutes: DEMO_DENSITY_MINUTES,
        })),
      )
      .execute();
  }
  return site.areas.length;
}

/**
 * Once the history is in, each demo zone's cutoff follows the zone's real capacity: the crowd
 * the site's own plans put there, exceeded on about one weekday in seven (density-capacity.ts),
 * so an alert is news rather than wallpaper.
 */
export async function tuneDemoDensity(
  db: Database,
  projectIds: readonly number[],
  until: Date = new Date(),
) {
  for (const projectId of projectIds) {
    const rules = await db
      .selectFrom('zone_density_rules')
      .select(['alert_instance_id', 'project_zone_id', 'cutoff_minutes'])
      .where('project_id', '=', projectId)
      .execute();
    if (rules.length === 0) continue;
    const model = await loadSiteModel(db, projectId, until);
    const minutes = Math.max(...rules.map((r) => r.cutoff_minutes));
    const cutoffs = densityCutoffs(
      model,
      until,
      new Set(rules.map((r) => r.project_zone_id)),
      minutes,
    );
    for (const rule of rules) {
      const cutoff = cutoffs.get(rule.project_zone_id);
      if (cutoff === undefined) continue;
      await db
        .updateTable('zone_density_rules')
        .set({ cutoff_value: cutoff })
        .where('project_id', '=', projectId)
        .where('alert_instance_id', '=', rule.alert_instance_id)
        .where('project_zone_id', '=', rule.project_zone_id)
        .execute();
    }
  }
}
