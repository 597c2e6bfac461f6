import type { AlertFact } from '@siteline/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/dates.ts';
import { formatPercent } from '@/lib/numbers.ts';

/**
 * A fact in words a foreman understands (issue 24): what happened, and to whom or where. The
 * `when` words are the card's own (alertsSince).
 */
export function alertFactTitle(
  fact: AlertFact,
  t: TFunction,
  formatTime: (local: string) => string,
) {
  const worker = fact.WorkerName ?? t('alerts.fact.someone');
  const zone = fact.ZoneName ?? t('alerts.fact.somewhere');
  const reader = fact.ReaderName ?? t('alerts.fact.aReader');
  switch (fact.AlertType) {
    case 'UnauthorizedPerson':
      return t('alerts.fact.UnauthorizedPerson', { worker, zone });
    case 'ZoneDensity':
      return t('alerts.fact.ZoneDensity', {
        zone,
        count: fact.WorkerCount ?? 0,
        limit: fact.OverWorkerCutoffValue ?? 0,
      });
    case 'KeyPerson':
      return fact.LastSeenLocal
        ? t('alerts.fact.KeyPerson', {
            worker,
            count: fact.DaysSinceLastSeen ?? 0,
            lastSeen: formatTime(fact.LastSeenLocal),
          })
        : t('alerts.fact.KeyPersonNever', { worker, count: fact.DaysSinceLastSeen ?? 0 });
    case 'RealtimePerson':
      return t('alerts.fact.RealtimePerson', { worker });
    case 'ReaderStatus':
      return t(`alerts.fact.ReaderStatus.${fact.ReaderCondition ?? 'offline'}`, { reader });
    case 'ContractDeviation':
      return t('alerts.fact.ContractDeviation', {
        contract: fact.CompanyName ?? '',
        deviation: formatPercent(fact.DeviationPercent ?? 0, true),
        limit: formatPercent(fact.LimitPercent ?? 0),
      });
    case 'EndDate':
      return t('alerts.fact.EndDate', {
        finish: formatDate(fact.ProjectedFinishDate),
        forecast: formatDate(fact.LastForecastDate),
      });
  }
}

/** Who and where, beside the title: the company, the zone, the reader (each once). */
export function alertFactWhere(fact: AlertFact, t: TFunction): string {
  const parts: string[] = [];
  if (fact.CompanyName && fact.AlertType !== 'ContractDeviation') parts.push(fact.CompanyName);
  if (fact.ZoneName && fact.AlertType !== 'ZoneDensity' && fact.AlertType !== 'UnauthorizedPerson')
    parts.push(fact.ZoneName);
  if (fact.ReaderName && fact.AlertType !== 'ReaderStatus')
    parts.push(t('alerts.fact.reader', { reader: fact.ReaderName }));
  return parts.join(' · ');
}

/** How long a fact has held, in the largest unit that reads well ("2 h 5 min", "3 days"). */
export function alertsSince(fromMs: number, nowMs: number, t: TFunction): string {
  const minutes = Math.max(0, Math.floor((nowMs - fromMs) / 60_000));
  if (minutes < 1) return t('alerts.duration.justNow');
  if (minutes < 60) return t('alerts.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0
      ? t('alerts.duration.hours', { count: hours })
      : t('alerts.duration.hoursMinutes', { hours, minutes: rest });
  }
  return t('alerts.duration.days', { count: Math.floor(hours / 24) });
}
