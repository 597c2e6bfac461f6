import type { ReactNode } from 'react';
import {
  READ_DIRECTION,
  READ_SOURCE,
  type ReadDirectionId,
  type ReadSourceId,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import { formatReadTime } from '../access-control-format.ts';
import * as icons from './access-control-icons.ts';
import './access-control-cells.css';

/** A value the read does not have (unknown tag, no zone …), said in words, quietly. */
export function Missing({ children }: { children: ReactNode }) {
  return <span className="access-control-text access-control-missing">{children}</span>;
}

function IconText({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <span className="access-control-text access-control-icon-text">
      <Icon path={icon} size={20} />
      <span>{children}</span>
    </span>
  );
}

const DIRECTION_ICONS = {
  [READ_DIRECTION.In]: icons.login,
  [READ_DIRECTION.Out]: icons.logout,
  [READ_DIRECTION.NotAvailable]: icons.remove,
} as const;

/** In, Out or Not Applicable (spec 002 §9: "Not Available" is relabelled on this dashboard). */
export function AccessControlDirection({ directionId }: { directionId: ReadDirectionId }) {
  const { t } = useTranslation();
  return (
    <IconText icon={DIRECTION_ICONS[directionId]}>
      {t(`accessControl.direction.${directionId}`)}
    </IconText>
  );
}

export function AccessControlSource({ sourceId }: { sourceId: ReadSourceId }) {
  const { t } = useTranslation();
  return (
    <IconText icon={sourceId === READ_SOURCE.Mobile ? icons.phoneIphone : icons.sensors}>
      {t(`accessControl.source.${sourceId}`)}
    </IconText>
  );
}

/** The read's local date and time, or N/A when missing (spec 002 §2). */
export function AccessControlTime({ localEpoch }: { localEpoch: number | null }) {
  const { t } = useTranslation();
  const text = formatReadTime(localEpoch);
  return text === null ? (
    <Missing>{t('accessControl.notAvailable')}</Missing>
  ) : (
    // The date may go under the time in a narrow column; the time itself never breaks.
    <span className="access-control-text">
      <span>{text.slice(0, 10)}</span>{' '}
      <span className="access-control-clock">{text.slice(11)}</span>
    </span>
  );
}

/** The worker's name, a link to the worker's record where the app has one (one click away). */
export function AccessControlWorker({
  name,
  href,
  noWrap,
}: {
  name: string | null;
  href: string | null;
  noWrap?: boolean;
}) {
  const { t } = useTranslation();
  if (name === null) return <Missing>{t('accessControl.unknownTag')}</Missing>;
  const nowrap = noWrap ? '' : undefined;
  return href === null ? (
    <span className="access-control-text access-control-worker" data-nowrap={nowrap}>
      {name}
    </span>
  ) : (
    <a
      href={href}
      className="access-control-text access-control-worker"
      data-nowrap={nowrap}
      title={t('accessControl.openWorker', { name })}
    >
      {name}
    </a>
  );
}

/** The read's zone; a click shows the reads at that gate (the list filtered to the zone). */
export function AccessControlGate({
  zoneId,
  zoneName,
  onGate,
}: {
  zoneId: number | null;
  zoneName: string | null;
  onGate: (zoneId: number) => void;
}) {
  const { t } = useTranslation();
  if (zoneId === null || zoneName === null) {
    return <Missing>{t('accessControl.unassignedZone')}</Missing>;
  }
  return (
    <button
      type="button"
      className="access-control-text access-control-gate"
      onClick={() => onGate(zoneId)}
      title={t('accessControl.showGate', { zone: zoneName })}
    >
      {zoneName}
    </button>
  );
}
