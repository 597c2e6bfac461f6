import { useState } from 'react';
import Button from '@mui/material/Button';
import type {
  TextMessageRecipient,
  TextMessageWorker,
  TextRecipientStatus,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/dates.ts';

/** Rows a page of people shows: a long list stays quick to draw on a phone. */
export const PEOPLE_PAGE_SIZE = 50;

const TONE: Record<TextRecipientStatus, 'good' | 'bad' | 'muted' | undefined> = {
  Queued: undefined,
  Sent: undefined,
  Delivered: 'good',
  Undelivered: 'bad',
  Failed: 'bad',
  Expired: 'bad',
  Held: 'muted',
  'Opted out': 'muted',
  'No phone number': 'muted',
};

/** +15552345678 → +1 555 234 5678 (a North American number); any other stays as it is. */
export function formatPhone(e164: string | null): string {
  if (!e164) return '';
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : e164;
}

export function StatusWord(props: { status: TextRecipientStatus }) {
  const { t } = useTranslation();
  return (
    <span className="text-messages__status" data-tone={TONE[props.status]}>
      {t(`textMessages.status.${props.status}`)}
    </span>
  );
}

/**
 * The people a filter found, or a batch's recipients with their delivery: name, company, phone,
 * state; 50 a page.
 */
export function TextMessagesPeople(
  props:
    | { kind: 'found'; people: readonly TextMessageWorker[] }
    | { kind: 'recipients'; people: readonly TextMessageRecipient[] },
) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const count = props.people.length;
  const last = Math.max(0, Math.ceil(count / PEOPLE_PAGE_SIZE) - 1);
  const current = Math.min(page, last);
  const from = current * PEOPLE_PAGE_SIZE;
  const found = (w: TextMessageWorker) =>
    w.PhoneNumber === null ? (
      <StatusWord status="No phone number" />
    ) : w.IsOptedOut ? (
      <StatusWord status="Opted out" />
    ) : (
      <span className="text-messages__status" data-tone="good">
        {t('textMessages.people.willText')}
      </span>
    );
  return (
    <div className="text-messages__table-wrap">
      <table className="text-messages__table" data-testid={`text-messages-${props.kind}`}>
        <thead>
          <tr>
            <th scope="col">{t('textMessages.people.name')}</th>
            <th scope="col" className="text-messages__wide">
              {t('textMessages.people.company')}
            </th>
            <th scope="col">{t('textMessages.people.phone')}</th>
            <th scope="col">{t('textMessages.people.status')}</th>
            {props.kind === 'recipients' && (
              <>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.people.updated')}
                </th>
                <th scope="col" className="text-messages__wide">
                  {t('textMessages.people.detail')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {props.kind === 'found'
            ? props.people.slice(from, from + PEOPLE_PAGE_SIZE).map((w) => (
                <tr key={w.WorkerId}>
                  <th scope="row">
                    {w.DisplayName}
                    <span className="text-messages__sub">{w.CompanyName}</span>
                  </th>
                  <td className="text-messages__wide">{w.CompanyName}</td>
                  <td className="text-messages__phone">{formatPhone(w.PhoneNumber)}</td>
                  <td>{found(w)}</td>
                </tr>
              ))
            : props.people.slice(from, from + PEOPLE_PAGE_SIZE).map((r) => (
                <tr key={r.WorkerId}>
                  <th scope="row">
                    {r.DisplayName}
                    <span className="text-messages__sub">{r.CompanyName}</span>
                  </th>
                  <td className="text-messages__wide">{r.CompanyName}</td>
                  <td className="text-messages__phone">{formatPhone(r.PhoneNumber)}</td>
                  <td>
                    <StatusWord status={r.Status} />
                  </td>
                  <td className="text-messages__wide">
                    {r.StatusTimeLocal ? formatLocalDateTime(r.StatusTimeLocal) : ''}
                  </td>
                  <td className="text-messages__wide">{r.StatusDetail ?? ''}</td>
                </tr>
              ))}
        </tbody>
      </table>
      {count > PEOPLE_PAGE_SIZE && (
        <div className="text-messages__pager">
          <span>
            {t('textMessages.people.page', {
              from: from + 1,
              to: Math.min(count, from + PEOPLE_PAGE_SIZE),
              count,
            })}
          </span>
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('textMessages.people.previous')}
          </Button>
          <Button size="small" disabled={current === last} onClick={() => setPage(current + 1)}>
            {t('textMessages.people.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
