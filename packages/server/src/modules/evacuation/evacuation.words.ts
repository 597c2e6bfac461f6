import {
  EVACUATION_STATUS,
  type EvacuationSessionSummary,
  type EvacuationSessionWorker,
} from '@siteline/shared';
import { phoneForDisplay } from '@siteline/shared/common/phone';
import { OUTBOX_DEADLINE_SECONDS } from '../../messaging/outbox.ts';
import { localDateTime } from '../../lib/time.ts';
import type { PersonRow } from './evacuation-people.repository.ts';
import type { SessionRow } from './evacuation.repository.ts';

/** A person's row as the roll call shows it; contacts only when the session shows them. */
export function toPerson(
  r: PersonRow,
  place: { tz: string; country: string },
  showContact: boolean,
): EvacuationSessionWorker {
  const { tz } = place;
  return {
    EvacuationSessionWorkerId: r.evacuation_session_worker_id,
    WorkerId: r.worker_id,
    DisplayName: r.display_name,
    DisplayCompanyName: r.company_name,
    PrimeCompanyName: r.prime_company_name,
    SubContractCompanyName: r.sub_company_name,
    ContractId: r.contract_id,
    ForemansName: r.foremans_name,
    Note: r.note,
    IsVerified: r.is_verified,
    IsOnSite: r.is_on_site,
    LocationName: r.location_name,
    FilterLocationId: r.project_zone_id,
    LastSeenLocal: r.last_seen_at ? localDateTime(r.last_seen_at, tz) : null,
    // Dialled from the site: its own country's numbers nationally, another's with its code.
    EmergencyContactPhoneNumber:
      showContact && r.emergency_contact_phone
        ? phoneForDisplay(r.emergency_contact_phone, place.country)
        : null,
    HasPhoneNumber: r.phone_e164 !== null,
    CurrentEvacuationSessionWorkerStatusId: r.is_verified
      ? EVACUATION_STATUS.Verified
      : EVACUATION_STATUS.Outstanding,
    VerifiedBy: r.verified_by_name,
    VerifiedLocal: r.verified_at ? localDateTime(r.verified_at, tz) : null,
    Version: r.version,
  };
}

export function toSummary(s: SessionRow, tz: string): EvacuationSessionSummary {
  return {
    EvacuationSessionId: s.evacuation_session_id,
    EvacuationSessionName: s.name,
    StartTimeLocal: localDateTime(s.started_at, tz),
    FinishTimeLocal: s.finished_at ? localDateTime(s.finished_at, tz) : null,
    PeopleVerifiedCount: s.verified,
    PeopleTotalCount: s.total,
    StartedBy: s.started_by_name,
  };
}

/** "Evacuation 11/27/2026 04:12 pm": a session's name from its start on the site's clock. */
export function sessionName(startLocal: string): string {
  const [date, time] = startLocal.split('T') as [string, string];
  const [y, m, d] = date.split('-');
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `Evacuation ${m}/${d}/${y} ${String(h12).padStart(2, '0')}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'am' : 'pm'}`;
}

/** How a text left: sent to the provider, never (a demo project), or queued with no provider. */
export type TextedHow = 'sent' | 'demo' | 'no-provider';

/**
 * "Texted 1 person: …", "Texted 12 outstanding people: …", and where people share a phone
 * "Texted 185 people at 159 numbers: …" (the audit log's words): one text goes to each number.
 * A demo project never sends, and a server without an SMS provider holds the texts: the log
 * says so rather than that it texted.
 */
export function textedWords(
  people: number,
  numbers: number,
  message: string,
  outstanding = false,
  how: TextedHow = 'sent',
): string {
  const who = people === 1 ? 'person' : 'people';
  const at = numbers === people ? '' : ` at ${numbers} ${numbers === 1 ? 'number' : 'numbers'}`;
  const text = `${outstanding ? 'outstanding ' : ''}${who}${at}: ${message}`;
  if (how === 'demo') return `Would have texted ${people} ${text} (a demo project never sends)`;
  if (how === 'no-provider') {
    const minutes = OUTBOX_DEADLINE_SECONDS.evacuation / 60;
    return `Not texted, ${people} ${text} (no SMS provider is set up on this server: the texts wait unsent and expire after ${minutes} minutes)`;
  }
  return `Texted ${people} ${text}`;
}

/**
 * "2 texts expired unsent: …" — texts the provider did not take before their deadline
 * (docs/domain.md "Messages out: deadlines and retries"), with its last answer.
 */
export function expiredWords(texts: number, lastError: string | null): string {
  const what = texts === 1 ? '1 text' : `${texts} texts`;
  const minutes = OUTBOX_DEADLINE_SECONDS.evacuation / 60;
  return `${what} expired unsent: not taken by the SMS provider within ${minutes} minutes${
    lastError ? ` (last answer: ${lastError})` : ''
  }`;
}
