import { useTranslation } from 'react-i18next';
import { PlainSelectField, PlainTextField } from '@/components/plain-field/plain-field.tsx';
import { rollCallSort } from '../evacuation-search.ts';
import type { RollCallOrder } from './evacuation-roll-call.tsx';

export type RollCallStatus = 'all' | 'outstanding' | 'verified';

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
      <PlainTextField
        label={t('evacuation.rollCall.search')}
        className="evacuation__field evacuation__field--wide"
        type="search"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      <PlainSelectField
        className="evacuation__field"
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
      <PlainSelectField
        className="evacuation__field"
        label={t('evacuation.rollCall.status')}
        value={props.status}
        options={[
          ['all', t('evacuation.rollCall.all')],
          ['outstanding', t('evacuation.rollCall.outstandingLabel')],
          ['verified', t('evacuation.rollCall.verifiedLabel')],
        ]}
        onChange={props.onStatus}
      />
      <PlainSelectField
        className="evacuation__field"
        label={t('evacuation.rollCall.sort')}
        value={rollCallSort(order.orderByEvac)}
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
