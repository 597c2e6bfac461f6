import type { AlertFact } from '@siteline/shared';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { alertFactTitle, alertFactWhere, alertsSince } from '../alerts-words.ts';
import './alerts-fact-card.css';

export interface AlertsFactCardProps {
  fact: AlertFact;
  projectId: number;
  nowMs: number;
  t: TFunction;
  formatTime: (local: string) => string;
  /** The worker's name links to their record (it opens the first tab the caller may see). */
  canOpenWorker: boolean;
  onSnooze: (fact: AlertFact) => void;
  onAcknowledge: (fact: AlertFact) => void;
}

/** One active fact (issue 24): what, who and where, since when, its acknowledgement, actions. */
export function AlertsFactCard({
  fact,
  projectId,
  nowMs,
  t,
  formatTime,
  canOpenWorker,
  onSnooze,
  onAcknowledge,
}: AlertsFactCardProps) {
  const title = alertFactTitle(fact, t, formatTime);
  const where = alertFactWhere(fact, t);
  return (
    <li className="alerts-fact" data-testid="alerts-fact">
      <div className="alerts-fact__body">
        <p className="alerts-fact__title">
          {canOpenWorker && fact.WorkerId !== null ? (
            <Link
              to="/project/$id/directory/worker/$workerId/$tab"
              params={{ id: String(projectId), workerId: String(fact.WorkerId), tab: 'profile' }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {where && <p className="alerts-fact__line">{where}</p>}
        <p className="alerts-fact__line">
          {t('alerts.overview.since', {
            time: formatTime(fact.TriggeredLocal),
            duration: alertsSince(fact.TriggeredAt, nowMs, t),
          })}
        </p>
        {fact.AcknowledgedBy && fact.AcknowledgedLocal && (
          <p className="alerts-fact__ack">
            {t('alerts.overview.acknowledged', {
              name: fact.AcknowledgedBy,
              time: formatTime(fact.AcknowledgedLocal),
            })}
            {fact.AcknowledgeNote ? `: ${fact.AcknowledgeNote}` : ''}
          </p>
        )}
      </div>
      <div className="alerts-fact__actions">
        <button type="button" className="alerts-fact__action" onClick={() => onAcknowledge(fact)}>
          {t('alerts.overview.acknowledge')}
        </button>
        <button type="button" className="alerts-fact__action" onClick={() => onSnooze(fact)}>
          {t('alerts.overview.snooze')}
        </button>
      </div>
    </li>
  );
}
