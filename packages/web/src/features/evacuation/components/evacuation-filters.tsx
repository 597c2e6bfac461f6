import { useId, type ReactNode } from 'react';
import type { EvacuationSort } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { RollCallOrder } from './evacuation-roll-call.tsx';

export type RollCallStatus = 'all' | 'outstanding' | 'verified';

/**
 * An outlined field with its label on the outline (app/plain.css, as the sign-in page's): MUI's
 * text fields were the roll call's first MUI inputs, and their styles' first insertion lengthened
 * its first draw on a tablet (decision 0016).
 */
function Field(props: { label: string; wide?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  const className = `sl-field evacuation__field${props.wide ? ' evacuation__field--wide' : ''}`;
  return (
    <div className={className}>
      {props.children(id)}
      <label htmlFor={id} className="sl-field__label">
        {props.label}
      </label>
    </div>
  );
}

/** The roll call's search, zone, status and sort (spec 002 §3). */
export function EvacuationFilters(props: {
  search: string;
  onSearch: (search: string) => void;
  zones: readonly [number, string][];
  status: RollCallStatus;
  onStatus: (status: RollCallStatus) => void;
  order: RollCallOrder;
  onOrderChange: (order: RollCallOrder) => void;
}) {
  const { t } = useTranslation();
  const { order } = props;
  return (
    <div className="evacuation__filters">
      <Field label={t('evacuation.rollCall.search')} wide>
        {(id) => (
          <input
            id={id}
            type="search"
            className="sl-field__input"
            placeholder=" "
            value={props.search}
            onChange={(e) => props.onSearch(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('evacuation.rollCall.zone')}>
        {(id) => (
          <select
            id={id}
            className="sl-field__input"
            value={order.projectZoneId === undefined ? '' : String(order.projectZoneId)}
            onChange={(e) =>
              props.onOrderChange({
                ...order,
                projectZoneId: e.target.value === '' ? undefined : Number(e.target.value),
              })
            }
          >
            <option value="">{t('evacuation.rollCall.allZones')}</option>
            {props.zones.map(([zoneId, name]) => (
              <option key={zoneId} value={String(zoneId)}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('evacuation.rollCall.status')}>
        {(id) => (
          <select
            id={id}
            className="sl-field__input"
            value={props.status}
            onChange={(e) => props.onStatus(e.target.value as RollCallStatus)}
          >
            <option value="all">{t('evacuation.rollCall.all')}</option>
            <option value="outstanding">{t('evacuation.rollCall.outstandingLabel')}</option>
            <option value="verified">{t('evacuation.rollCall.verifiedLabel')}</option>
          </select>
        )}
      </Field>
      <Field label={t('evacuation.rollCall.sort')}>
        {(id) => (
          <select
            id={id}
            className="sl-field__input"
            value={order.orderByEvac}
            onChange={(e) =>
              props.onOrderChange({ ...order, orderByEvac: e.target.value as EvacuationSort })
            }
          >
            <option value="DisplayCompanyName">{t('evacuation.rollCall.company')}</option>
            <option value="DisplayName">{t('evacuation.rollCall.name')}</option>
            <option value="LocationName">{t('evacuation.rollCall.location')}</option>
            <option value="ForemansName">{t('evacuation.rollCall.foreman')}</option>
            <option value="IsVerified">{t('evacuation.rollCall.status')}</option>
          </select>
        )}
      </Field>
    </div>
  );
}
