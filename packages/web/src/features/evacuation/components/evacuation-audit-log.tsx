import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { EvacuationAuditSort, EvacuationSession } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { PlainSelectField } from '@/components/plain-field/plain-field.tsx';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { useEvacuationAuditLog } from '../api/evacuation-api.ts';
import { auditSort } from '../evacuation-search.ts';
import { sessionZones, type RollCallOrder } from './evacuation-roll-call.tsx';

const COLUMNS = ['Name', 'Action', 'Time', 'User'] as const satisfies EvacuationAuditSort[];
const LABELS = { Name: 'name', Action: 'action', Time: 'time', User: 'user' } as const;

/**
 * spec 002 §3 audit log: every action of the session (Action, Time, User, and the person it is
 * about), sorted by Name unless the page says otherwise and filtered by the zone of the page's
 * address, as the roll call is. The server sorts and filters.
 */
export function EvacuationAuditLogTable(props: {
  projectId: number;
  session: EvacuationSession;
  order: RollCallOrder;
  onOrderChange: (order: RollCallOrder) => void;
}) {
  const { t } = useTranslation();
  const { order } = props;
  const sort = auditSort(order.orderByEvac);
  const log = useEvacuationAuditLog(props.projectId, props.session.EvacuationSessionId, {
    orderByEvac: sort,
    reverseEvac: order.reverseEvac,
    projectZoneId: order.projectZoneId,
  });
  const zones = useMemo(() => sessionZones(props.session.Workers), [props.session.Workers]);
  const entries = log.data?.Entries ?? [];

  const header = (column: EvacuationAuditSort) => {
    const active = sort === column;
    const label = t(`evacuation.audit.${LABELS[column]}`);
    return (
      <th
        key={column}
        scope="col"
        aria-sort={active ? (order.reverseEvac ? 'descending' : 'ascending') : undefined}
      >
        <button
          type="button"
          className="evacuation__sort"
          title={t('evacuation.audit.sortBy', { column: label })}
          onClick={() =>
            props.onOrderChange({
              ...order,
              orderByEvac: column,
              reverseEvac: active ? !order.reverseEvac : false,
            })
          }
        >
          {label}
          {active ? (order.reverseEvac ? ' ↓' : ' ↑') : ''}
        </button>
      </th>
    );
  };

  return (
    <>
      <div className="evacuation__filters">
        <PlainSelectField
          className="evacuation__field"
          label={t('evacuation.audit.zone')}
          value={order.projectZoneId === undefined ? '' : String(order.projectZoneId)}
          options={[
            ['', t('evacuation.audit.allZones')],
            ...zones.map(([zoneId, name]) => [String(zoneId), name] as const),
          ]}
          onChange={(value) =>
            props.onOrderChange({
              ...order,
              projectZoneId: value === '' ? undefined : Number(value),
            })
          }
        />
      </div>
      {log.isSuccess && entries.length === 0 ? (
        <Typography>{t('evacuation.audit.empty')}</Typography>
      ) : (
        <div className="evacuation__table-wrap">
          <table className="evacuation__table" data-testid="evacuation-audit-log">
            <thead>
              <tr>{COLUMNS.map(header)}</tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={i}>
                  <td>{e.DisplayName ?? t('evacuation.audit.session')}</td>
                  <td>{e.LogMessage}</td>
                  <td>{formatLocalDateTime(e.LogTimeLocal)}</td>
                  <td>{e.LogActivityUserFullName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
