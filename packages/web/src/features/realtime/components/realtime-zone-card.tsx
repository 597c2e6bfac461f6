import {
  ZONE_DENSITY_WINDOW_MINUTES,
  type RealtimeDensityAlert,
  type RealtimeLastSeenWorker,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import { WARNING } from './realtime-icons.ts';
import { RealtimeWorkerRow } from './realtime-worker-row.tsx';
import './realtime-zone-card.css';

export interface RealtimeZoneCardProps {
  zoneId: number | null;
  zoneName: string;
  workers: readonly RealtimeLastSeenWorker[];
  /**
   * The zone's active density alert, if any. Its count (everyone read there in the last 15
   * minutes) is shown beside the list's (workers last seen there), which can be lower.
   */
  density: RealtimeDensityAlert | null;
  selected: boolean;
  timeZoneId: string | undefined;
  now: Date;
  onSelect?: () => void;
  onOpenWorker: (workerId: number) => void;
}

/**
 * One zone's list: its count, its density state, and who was last seen there. Plain elements
 * (decision 0016): a picture can have a card for each of dozens of zones.
 */
export function RealtimeZoneCard({
  zoneId,
  zoneName,
  workers,
  density,
  selected,
  timeZoneId,
  now,
  onSelect,
  onOpenWorker,
}: RealtimeZoneCardProps) {
  const { t } = useTranslation();
  const headingId = `realtime-zone-${zoneId ?? 'none'}`;
  const dense = density !== null;
  return (
    <section
      aria-labelledby={headingId}
      className="realtime-zone-card"
      data-look={selected ? 'selected' : dense ? 'dense' : undefined}
    >
      <button
        type="button"
        onClick={onSelect}
        disabled={!onSelect}
        aria-pressed={onSelect ? selected : undefined}
        className="realtime-zone-card__head"
        data-dense={dense ? '' : undefined}
      >
        <span className="realtime-zone-card__title">
          {dense && <Icon path={WARNING} name="WarningAmberRounded" />}
          <span className="realtime-zone-card__names">
            <h3 id={headingId} className="realtime-zone-card__name">
              {zoneName}
            </h3>
            {density && (
              <span className="realtime-zone-card__caption">
                {t('realtime.zone.dense', {
                  workers: density.WorkerCount,
                  minutes: ZONE_DENSITY_WINDOW_MINUTES,
                  cutoff: density.OverWorkerCutoffValue,
                })}
              </span>
            )}
          </span>
        </span>
        {/* Two counts by two rules: say which is which, so "0" and "over density: 12" can
            stand side by side (the alert counts everyone read here lately, of every company). */}
        <span className="realtime-zone-card__counts">
          <span
            className="realtime-zone-card__count"
            aria-label={t('realtime.zone.count', { count: workers.length })}
          >
            {workers.length}
          </span>
          <span className="realtime-zone-card__caption" aria-hidden>
            {t('realtime.zone.countCaption')}
          </span>
        </span>
      </button>
      {workers.length === 0 ? (
        <p className="realtime-zone-card__empty">{t('realtime.zone.empty')}</p>
      ) : (
        <ul className="realtime-zone-card__list">
          {workers.map((worker) => (
            <RealtimeWorkerRow
              key={worker.WorkerId}
              worker={worker}
              timeZoneId={timeZoneId}
              now={now}
              onOpen={onOpenWorker}
              t={t}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
