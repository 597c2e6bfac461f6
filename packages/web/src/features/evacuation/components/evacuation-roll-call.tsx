import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EVACUATION_PAGE_SIZE,
  naturalCompare,
  type EvacuationSession,
  type EvacuationSessionWorker,
  type EvacuationSort,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { EvacuationFilters, type RollCallStatus } from './evacuation-filters.tsx';
import { EvacuationPager } from './evacuation-pager.tsx';
import { rollCallSort, type EvacuationPageSort } from '../evacuation-search.ts';

/** The page address's order, shared by the roll call and the audit log (each reads its keys). */
export interface RollCallOrder {
  orderByEvac: EvacuationPageSort | undefined;
  reverseEvac: boolean;
  projectZoneId: number | undefined;
}

const compare =
  (sort: EvacuationSort) => (a: EvacuationSessionWorker, b: EvacuationSessionWorker) => {
    const key = (w: EvacuationSessionWorker) =>
      sort === 'IsVerified' ? (w.IsVerified ? '1' : '0') : String(w[sort] ?? '');
    return (
      naturalCompare(key(a), key(b)) ||
      a.DisplayName.localeCompare(b.DisplayName) ||
      a.EvacuationSessionWorkerId - b.EvacuationSessionWorkerId
    );
  };

/** The zones the session's people were last read in, by name: the zone filter's choices. */
export function sessionZones(people: readonly EvacuationSessionWorker[]): [number, string][] {
  const seen = new Map<number, string>();
  for (const w of people)
    if (w.FilterLocationId !== null) seen.set(w.FilterLocationId, w.LocationName ?? '');
  return [...seen].sort((a, b) => naturalCompare(a[1], b[1]));
}

/** The outstanding people counted by company or by last location, the most first. */
function countOutstanding(
  people: readonly EvacuationSessionWorker[],
  by: (w: EvacuationSessionWorker) => string,
): [string, number][] {
  const counts = new Map<string, number>();
  for (const w of people) if (!w.IsVerified) counts.set(by(w), (counts.get(by(w)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * spec 002 §3 the roll call: counts always in view (verified of total, outstanding by company and by last location),
 * search, last location, status, sort, pages of 10; each person verified with one tap.
 */
export function EvacuationRollCall(props: {
  session: EvacuationSession;
  order: RollCallOrder;
  onOrderChange: (order: RollCallOrder) => void;
  /** Null on a finished (historical) session: nothing changes. */
  onVerify: ((person: EvacuationSessionWorker) => void) | null;
  onEdit: ((person: EvacuationSessionWorker) => void) | null;
  pending: ReadonlySet<number>;
  /** People with a change kept on this device, not yet sent. */
  unsynced?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const { session, order } = props;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RollCallStatus>('all');
  const [page, setPage] = useState(0);

  const zones = useMemo(() => sessionZones(session.Workers), [session.Workers]);
  const outstandingBy = useMemo(
    () => ({
      company: countOutstanding(session.Workers, (w) => w.DisplayCompanyName),
      zone: countOutstanding(
        session.Workers,
        (w) => w.LocationName ?? t('evacuation.rollCall.noLocation'),
      ),
    }),
    [session.Workers, t],
  );

  const needle = search.trim().toLowerCase();
  const rows = session.Workers.filter(
    (w) =>
      (order.projectZoneId === undefined || w.FilterLocationId === order.projectZoneId) &&
      (status === 'all' || (status === 'verified') === w.IsVerified) &&
      (needle === '' ||
        w.DisplayName.toLowerCase().includes(needle) ||
        w.DisplayCompanyName.toLowerCase().includes(needle)),
  ).sort(compare(rollCallSort(order.orderByEvac)));
  if (order.reverseEvac) rows.reverse();
  const pages = Math.max(1, Math.ceil(rows.length / EVACUATION_PAGE_SIZE));
  const shown = Math.min(page, pages - 1);
  const slice = rows.slice(shown * EVACUATION_PAGE_SIZE, (shown + 1) * EVACUATION_PAGE_SIZE);
  const outstanding = session.PeopleTotalCount - session.PeopleVerifiedCount;

  return (
    <Stack spacing={2}>
      <div className="evacuation__counts" role="status" aria-live="polite">
        <strong className="evacuation__big">
          {t('evacuation.rollCall.verified', {
            verified: session.PeopleVerifiedCount,
            total: session.PeopleTotalCount,
          })}
        </strong>
        <span className="evacuation__outstanding">
          {t('evacuation.rollCall.outstanding')}: {outstanding}
        </span>
        {(
          [
            ['company', 'outstandingBy'],
            ['zone', 'outstandingByZone'],
          ] as const
        ).map(
          ([by, label]) =>
            outstandingBy[by].length > 0 && (
              <details key={by} className="evacuation__by-company">
                <summary>{t(`evacuation.rollCall.${label}`)}</summary>
                <ul className="evacuation__chips">
                  {outstandingBy[by].map(([name, n]) => (
                    <li key={name}>
                      {name} <b>{n}</b>
                    </li>
                  ))}
                </ul>
              </details>
            ),
        )}
      </div>
      <EvacuationFilters
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
        zones={zones}
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(0);
        }}
        order={order}
        onOrderChange={(next) => {
          if (next.projectZoneId !== order.projectZoneId) setPage(0);
          props.onOrderChange(next);
        }}
      />
      {slice.length === 0 ? (
        <Typography>{t('evacuation.rollCall.empty')}</Typography>
      ) : (
        <ul className="evacuation__list">
          {slice.map((w) => (
            <li
              key={w.EvacuationSessionWorkerId}
              className="evacuation__person"
              data-verified={w.IsVerified}
              data-testid="evacuation-person"
            >
              <div className="evacuation__who">
                <strong>{w.DisplayName}</strong>
                <span>
                  {w.DisplayCompanyName}
                  {w.SubContractCompanyName && w.PrimeCompanyName
                    ? ` (${t('evacuation.rollCall.subOf', { prime: w.PrimeCompanyName })})`
                    : ''}
                </span>
                <span className="evacuation__muted">
                  {w.LocationName ?? (w.IsOnSite ? '' : t('evacuation.rollCall.added'))}
                  {w.LastSeenLocal ? ` · ${formatLocalDateTime(w.LastSeenLocal)}` : ''}
                  {w.ForemansName
                    ? ` · ${t('evacuation.rollCall.foreman')}: ${w.ForemansName}`
                    : ''}
                </span>
                {w.Note && <span className="evacuation__note">{w.Note}</span>}
                {props.unsynced?.has(w.EvacuationSessionWorkerId) && (
                  <span className="evacuation__unsynced">{t('evacuation.rollCall.unsynced')}</span>
                )}
                {session.ShowContactInformation && w.EmergencyContactPhoneNumber && (
                  <span className="evacuation__muted">
                    {t('evacuation.rollCall.contact')}: {w.EmergencyContactPhoneNumber}
                  </span>
                )}
              </div>
              <div className="evacuation__actions">
                {props.onEdit && (
                  <button
                    type="button"
                    className="evacuation__edit"
                    onClick={() => props.onEdit!(w)}
                  >
                    {t('evacuation.rollCall.edit')}
                  </button>
                )}
                <button
                  type="button"
                  className="evacuation__verify"
                  aria-pressed={w.IsVerified}
                  disabled={!props.onVerify || props.pending.has(w.EvacuationSessionWorkerId)}
                  aria-label={t(
                    w.IsVerified ? 'evacuation.rollCall.unverify' : 'evacuation.rollCall.verify',
                    { name: w.DisplayName },
                  )}
                  onClick={() => props.onVerify?.(w)}
                >
                  {w.IsVerified
                    ? t('evacuation.rollCall.verifiedLabel')
                    : t('evacuation.rollCall.outstandingLabel')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <EvacuationPager page={shown} pages={pages} onPage={setPage} />
    </Stack>
  );
}
