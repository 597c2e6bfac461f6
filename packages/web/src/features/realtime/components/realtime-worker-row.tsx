import type { RealtimeLastSeenWorker } from '@siteline/shared';
import type { TFunction } from 'i18next';
import { Icon } from '@/components/icon/icon.tsx';
import { formatLocalTime } from '@/lib/dates.ts';
import { minutesAgo } from '../realtime-format.ts';
import './realtime-worker-row.css';

/** Material Icons' BlockRounded (Apache License 2.0). */
const BLOCK =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8';

export interface RealtimeWorkerRowProps {
  worker: RealtimeLastSeenWorker;
  timeZoneId: string | undefined;
  now: Date;
  onOpen: (workerId: number) => void;
  /** The list's translate function: one subscription per list, not per worker. */
  t: TFunction;
}

/**
 * A worker in a zone list: name, contract, when last seen, and an unauthorized read marked.
 * Plain elements (realtime-worker-row.css): a busy site lists hundreds.
 */
export function RealtimeWorkerRow({ worker, timeZoneId, now, onOpen, t }: RealtimeWorkerRowProps) {
  const ago = minutesAgo(worker.LastSeenDateTimeLocal, timeZoneId, now);
  return (
    <li
      className="realtime-worker-row"
      data-unauthorized={worker.IsUnauthorizedRead ? '' : undefined}
    >
      <button
        type="button"
        className="realtime-worker-row__button"
        onClick={() => onOpen(worker.WorkerId)}
      >
        <span className="realtime-worker-row__who">
          <span className="realtime-worker-row__line realtime-worker-row__name">
            {worker.WorkerName}
          </span>
          <span className="realtime-worker-row__line realtime-worker-row__quiet">
            {worker.ContractName ?? t('realtime.worker.noContract')}
          </span>
        </span>
        <span className="realtime-worker-row__when">
          <span className="realtime-worker-row__time">
            {formatLocalTime(worker.LastSeenDateTimeLocal)}
          </span>
          {ago !== null && (
            <span className="realtime-worker-row__ago">
              {ago === 0
                ? t('realtime.worker.justNow')
                : t('realtime.worker.minutesAgo', { count: ago })}
            </span>
          )}
          {worker.IsUnauthorizedRead && (
            <span className="realtime-worker-row__flag">
              <Icon path={BLOCK} size={16} />
              {t('realtime.worker.unauthorized')}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
