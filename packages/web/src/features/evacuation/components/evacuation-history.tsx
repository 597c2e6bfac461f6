import Typography from '@mui/material/Typography';
import type { EvacuationSessionSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/dates.ts';

/** spec 002 §3 history: Session Name, Start Time, Stop Time, Verified People, Total People. */
export function EvacuationHistoryTable(props: {
  sessions: readonly EvacuationSessionSummary[];
  onOpen: (sessionId: number) => void;
}) {
  const { t } = useTranslation();
  if (props.sessions.length === 0) return <Typography>{t('evacuation.history.empty')}</Typography>;
  return (
    <div className="evacuation__table-wrap">
      <table className="evacuation__table">
        <thead>
          <tr>
            <th scope="col">{t('evacuation.history.name')}</th>
            <th scope="col">{t('evacuation.history.start')}</th>
            <th scope="col">{t('evacuation.history.stop')}</th>
            <th scope="col">{t('evacuation.history.verified')}</th>
            <th scope="col">{t('evacuation.history.total')}</th>
          </tr>
        </thead>
        <tbody>
          {props.sessions.map((s) => (
            <tr key={s.EvacuationSessionId} data-testid="evacuation-history-row">
              <th scope="row">
                <button
                  type="button"
                  className="evacuation__link"
                  onClick={() => props.onOpen(s.EvacuationSessionId)}
                  aria-label={t('evacuation.history.open', { name: s.EvacuationSessionName })}
                >
                  {s.EvacuationSessionName}
                </button>
              </th>
              <td>{formatLocalDateTime(s.StartTimeLocal)}</td>
              <td>
                {s.FinishTimeLocal
                  ? formatLocalDateTime(s.FinishTimeLocal)
                  : t('evacuation.history.running')}
              </td>
              <td>{s.PeopleVerifiedCount}</td>
              <td>{s.PeopleTotalCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
