import type { Tx } from '../db/database.ts';
import { addDays, daysBetween, minDate } from './calendar.ts';
import { idsByKey, insertInChunks } from './bulk.ts';
import type { ProjectDates } from './contracts.ts';
import { uniqueValue, type Random } from './random.ts';
import type { SeededWorker } from './workers.ts';

/** tag_types rows seeded by migration 0001. */
const BLE_BADGE = 1;
const NFC_CARD = 2;
const SAFEPROX = 5;

interface TagDraft {
  tag: string;
  typeId: number;
  isActive: boolean;
}

interface AssignmentDraft {
  tag: string;
  workerId: number;
  startDate: string;
  endDate: string | null;
}

export interface TagOptions {
  /** Tag texts issued so far on any demo project: a printed badge id is unique everywhere. */
  issued: Set<string>;
  sitePrefix: string;
  spareTags: number;
  safeProxTags: number;
  replacedBadges: number;
}

// Titles whose work puts them near moving equipment: the ones who get proximity tags.
const SAFEPROX_TITLES = new Set(['Operator', 'Laborer', 'Hoist Operator', 'Foreman']);

/**
 * Badges, cards and proximity tags with their assignment history. Every worker holds an active
 * badge today. A few lost or broken badges were replaced: the old assignment ends the day before
 * the new one starts, and some of those old badges went back into stock and were issued again
 * to a later starter, so a tag's history spans two workers without ever overlapping
 * (worker_tags' exclusion constraint).
 */
export function planTags(
  workers: readonly SeededWorker[],
  dates: ProjectDates,
  options: TagOptions,
  rng: Random,
) {
  const used = options.issued;
  const tags: TagDraft[] = [];
  const assignments: AssignmentDraft[] = [];
  const newTag = (typeId: number, text: () => string, isActive = true): string => {
    const tag = uniqueValue(used, text);
    tags.push({ tag, typeId, isActive });
    return tag;
  };
  const badge = () => newTag(BLE_BADGE, () => `BLE-${rng.hex(6)}`);
  // Swaps happened at least a month ago, so today every worker is on a settled badge.
  const lastSwap = addDays(dates.today, -35);

  // Returned badges, each free from the day after its old assignment ended.
  const stock: { tag: string; freeFrom: string }[] = [];
  const replacing = new Set(
    rng
      .shuffle(workers.filter((w) => daysBetween(w.startDate, lastSwap) > 20))
      .slice(0, options.replacedBadges),
  );
  const byStart = [...workers].sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (const worker of byStart) {
    const reissue = stock.findIndex((s) => s.freeFrom <= worker.startDate);
    const first = reissue >= 0 ? (stock.splice(reissue, 1)[0]?.tag ?? badge()) : badge();
    if (!replacing.has(worker)) {
      assignments.push({
        tag: first,
        workerId: worker.workerId,
        startDate: worker.startDate,
        endDate: null,
      });
      continue;
    }
    const swappedOn = addDays(
      worker.startDate,
      rng.int(10, daysBetween(worker.startDate, lastSwap)),
    );
    const endDate = addDays(swappedOn, -1);
    assignments.push({
      tag: first,
      workerId: worker.workerId,
      startDate: worker.startDate,
      endDate,
    });
    assignments.push({
      tag: badge(),
      workerId: worker.workerId,
      startDate: swappedOn,
      endDate: null,
    });
    const lost = rng.chance(0.5);
    if (lost) {
      const draft = tags.find((t) => t.tag === first);
      if (draft) draft.isActive = false;
    } else {
      stock.push({ tag: first, freeFrom: swappedOn });
    }
  }

  for (const worker of workers) {
    if (!rng.chance(0.15)) continue;
    const card = newTag(NFC_CARD, () => `NFC-04${rng.hex(10)}`);
    assignments.push({
      tag: card,
      workerId: worker.workerId,
      startDate: worker.startDate,
      endDate: null,
    });
  }

  const nearEquipment = rng.shuffle(workers.filter((w) => SAFEPROX_TITLES.has(w.title)));
  for (const worker of nearEquipment.slice(0, options.safeProxTags)) {
    const tag = newTag(SAFEPROX, () => `SPX-${rng.int(10000, 99999)}`);
    const from = minDate(addDays(worker.startDate, rng.int(0, 20)), addDays(dates.today, -1));
    assignments.push({ tag, workerId: worker.workerId, startDate: from, endDate: null });
  }

  // Unassigned stock: readers see them (visitors, forgotten spares) as unassigned tags.
  for (let i = 0; i < options.spareTags; i++) {
    if (i < 3)
      newTag(BLE_BADGE, () => `VIS-${options.sitePrefix}-${String(i + 1).padStart(2, '0')}`);
    else badge();
  }
  return { tags, assignments };
}

export async function insertTags(
  tx: Tx,
  workers: readonly SeededWorker[],
  dates: ProjectDates,
  options: TagOptions,
  rng: Random,
): Promise<{ tags: number; assignments: number }> {
  const plan = planTags(workers, dates, options, rng);
  const rows = await insertInChunks(plan.tags, (chunk) =>
    tx
      .insertInto('tags')
      .values(
        chunk.map((t) => ({
          project_id: dates.projectId,
          tag: t.tag,
          tag_type_id: t.typeId,
          is_active: t.isActive,
        })),
      )
      .returning(['tag_id', 'tag'])
      .execute(),
  );
  const ids = idsByKey(
    rows,
    (r) => r.tag,
    (r) => r.tag_id,
  );
  await insertInChunks(plan.assignments, async (chunk) => {
    await tx
      .insertInto('worker_tags')
      .values(
        chunk.map((a) => ({
          project_id: dates.projectId,
          worker_id: a.workerId,
          tag_id: ids.get(a.tag),
          start_date: a.startDate,
          end_date: a.endDate,
        })),
      )
      .execute();
  });
  return { tags: plan.tags.length, assignments: plan.assignments.length };
}
