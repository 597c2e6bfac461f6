import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EVACUATION_PAGE_SIZE,
  type EvacuationSession,
  type EvacuationSessionWorker,
  type EvacuationSort,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { compareNatural, compareNumeric } from '@/lib/collate.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { EvacuationPager } from './evacuation-pager.tsx';

export interface RollCallOrder {
  orderByEvac: EvacuationSort;
  reverseEvac: boolean;
  projectZoneId: number | undefined;
}

const compare =
  (sort: EvacuationSort) => (a: EvacuationSessionWorker, b: EvacuationSessionWorker) => {
    const key = (w: EvacuationSessionWorker) =>
      sort === 'IsVerified' ? (w.IsVerified ? '1' : '0') : String(w[sort] ?? '');
    return (
      compareNatural(key(a), key(b)) ||
      a.DisplayName.localeCompare(b.DisplayName) ||
      a.EvacuationSessionWorkerId - b.EvacuationSessionWorkerId
    );
  };

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
  const [status, setStatus] = useState<'all' | 'outstanding' | 'verified'>('all');
  const [page, setPage] = useState(0);

  const zones = useMemo(() => {
    const seen = new Map<number, string>();
    for (const w of session.Workers)
      if (w.FilterLocationId !== null) seen.set(w.FilterLocationId, w.LocationName ?? '');
    return [...seen].sort((a, b) => compareNumeric(a[1], b[1]));
  }, [session.Workers]);
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
  ).sort(compare(order.orderByEvac));
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
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          label={t('evacuation.rollCall.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label={t('evacuation.rollCall.zone')}
          value={order.projectZoneId === undefined ? '' : String(order.projectZoneId)}
          onChange={(e) => {
            setPage(0);
            props.onOrderChange({
              ...order,
              projectZoneId: e.target.value === '' ? undefined : Number(e.target.value),
            });
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 180 }}
        >
          <option value="">{t('evacuation.rollCall.allZones')}</option>
          {zones.map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('evacuation.rollCall.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(0);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ flex: 1, minWidth: 160 }}
        >
          <option value="all">{t('evacuation.rollCall.all')}</option>
          <option value="outstanding">{t('evacuation.rollCall.outstandingLabel')}</option>
          <option value="verified">{t('evacuation.rollCall.verifiedLabel')}</option>
        </TextField>
        <TextField
          select
          label={t('evacuation.rollCall.sort')}
          value={order.orderByEvac}
          onChange={(e) =>
            props.onOrderChange({ ...order, orderByEvac: e.target.value as EvacuationSort })
          }
          slotProps={{ select: { native: true } }}
          sx={{ flex: 1, minWidth: 160 }}
        >
          <option value="DisplayCompanyName">{t('evacuation.rollCall.company')}</option>
          <option value="DisplayName">{t('evacuation.rollCall.name')}</option>
          <option value="LocationName">{t('evacuation.rollCall.location')}</option>
          <option value="ForemansName">{t('evacuation.rollCall.foreman')}</option>
          <option value="IsVerified">{t('evacuation.rollCall.status')}</option>
        </TextField>
      </Stack>
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
