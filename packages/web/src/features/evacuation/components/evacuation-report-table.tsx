import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { EVACUATION_PAGE_SIZE, type EvacuationSession } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { EvacuationPager } from './evacuation-pager.tsx';

/**
 * spec 001 §2 the evacuation report (`displayEvacuationReport`): the session as a table for the
 * office, as its download has it: the outstanding first, by company and name; one last location
 * if chosen; who verified whom and when; contacts as the session shows them. Pages of 10.
 */
export function EvacuationReportTable(props: {
  session: EvacuationSession;
  zoneId: number | undefined;
}) {
  const { t } = useTranslation();
  const { session } = props;
  const [page, setPage] = useState(0);
  const rows = session.Workers.filter(
    (w) => props.zoneId === undefined || w.FilterLocationId === props.zoneId,
  ).sort(
    (a, b) =>
      Number(a.IsVerified) - Number(b.IsVerified) ||
      a.DisplayCompanyName.localeCompare(b.DisplayCompanyName) ||
      a.DisplayName.localeCompare(b.DisplayName),
  );
  const pages = Math.max(1, Math.ceil(rows.length / EVACUATION_PAGE_SIZE));
  const shown = Math.min(page, pages - 1);
  const slice = rows.slice(shown * EVACUATION_PAGE_SIZE, (shown + 1) * EVACUATION_PAGE_SIZE);
  const contact = session.ShowContactInformation;
  return (
    <Stack spacing={1.5}>
      <div className="evacuation__table-wrap">
        <table className="evacuation__table" data-testid="evacuation-report">
          <thead>
            <tr>
              <th scope="col">{t('evacuation.rollCall.status')}</th>
              <th scope="col">{t('evacuation.rollCall.name')}</th>
              <th scope="col">{t('evacuation.rollCall.company')}</th>
              <th scope="col">{t('evacuation.rollCall.location')}</th>
              <th scope="col">{t('evacuation.report.lastSeen')}</th>
              <th scope="col">{t('evacuation.rollCall.foreman')}</th>
              <th scope="col">{t('evacuation.rollCall.note')}</th>
              <th scope="col">{t('evacuation.report.verifiedBy')}</th>
              {contact && <th scope="col">{t('evacuation.rollCall.contact')}</th>}
            </tr>
          </thead>
          <tbody>
            {slice.map((w) => (
              <tr key={w.EvacuationSessionWorkerId}>
                <td>
                  <span className="evacuation__state" data-verified={w.IsVerified}>
                    {w.IsVerified
                      ? t('evacuation.rollCall.verifiedLabel')
                      : t('evacuation.rollCall.outstandingLabel')}
                  </span>
                </td>
                <th scope="row">{w.DisplayName}</th>
                <td>{w.DisplayCompanyName}</td>
                <td>{w.LocationName ?? ''}</td>
                <td>{w.LastSeenLocal ? formatLocalDateTime(w.LastSeenLocal) : ''}</td>
                <td>{w.ForemansName ?? ''}</td>
                <td>{w.Note ?? ''}</td>
                <td>
                  {w.VerifiedBy && w.VerifiedLocal
                    ? `${w.VerifiedBy}, ${formatLocalDateTime(w.VerifiedLocal)}`
                    : ''}
                </td>
                {contact && <td>{w.EmergencyContactPhoneNumber ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EvacuationPager page={shown} pages={pages} onPage={setPage} />
    </Stack>
  );
}
