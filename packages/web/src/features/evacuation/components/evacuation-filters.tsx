import { useId, type ReactNode } from 'react';
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

function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select
          id={id}
          className="sl-field__input"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as T)}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
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
      <SelectField
        label={t('evacuation.rollCall.zone')}
        value={order.projectZoneId === undefined ? '' : String(order.projectZoneId)}
        options={[
          ['', t('evacuation.rollCall.allZones')],
          ...props.zones.map(([zoneId, name]) => [String(zoneId), name] as const),
        ]}
        onChange={(value) =>
          props.onOrderChange({
            ...order,
            projectZoneId: value === '' ? undefined : Number(value),
          })
        }
      />
      <SelectField
        label={t('evacuation.rollCall.status')}
        value={props.status}
        options={[
          ['all', t('evacuation.rollCall.all')],
          ['outstanding', t('evacuation.rollCall.outstandingLabel')],
          ['verified', t('evacuation.rollCall.verifiedLabel')],
        ]}
        onChange={props.onStatus}
      />
      <SelectField
        label={t('evacuation.rollCall.sort')}
        value={order.orderByEvac}
        options={[
          ['DisplayCompanyName', t('evacuation.rollCall.company')],
          ['DisplayName', t('evacuation.rollCall.name')],
          ['LocationName', t('evacuation.rollCall.location')],
          ['ForemansName', t('evacuation.rollCall.foreman')],
          ['IsVerified', t('evacuation.rollCall.status')],
        ]}
        onChange={(orderByEvac) => props.onOrderChange({ ...order, orderByEvac })}
      />
    </div>
  );
}
