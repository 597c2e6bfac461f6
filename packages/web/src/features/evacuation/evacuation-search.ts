import {
  EVACUATION_AUDIT_SORTS,
  EVACUATION_SORTS,
  type EvacuationAuditSort,
  type EvacuationSort,
} from '@siteline/shared';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

const shape = {
  orderByEvac: addressParam.oneOf([...EVACUATION_SORTS, ...EVACUATION_AUDIT_SORTS]),
  reverseEvac: addressParam.flag(),
  projectZoneId: addressParam.positiveInt(),
  displayEvacuationReport: addressParam.flag(),
  displayHistoricalDetail: addressParam.flag(),
  evacuationSession: addressParam.positiveInt(),
};

/** The sort of the page address: the roll call's keys or the audit log's (one parameter). */
export type EvacuationPageSort = EvacuationSort | EvacuationAuditSort;

/** The roll call's sort from the address: DisplayCompanyName unless it names one of its keys. */
export const rollCallSort = (sort: EvacuationPageSort | undefined): EvacuationSort =>
  EVACUATION_SORTS.find((key) => key === sort) ?? 'DisplayCompanyName';

/** The audit log's sort from the address (spec 002 §3: Name unless it names one of its keys). */
export const auditSort = (sort: EvacuationPageSort | undefined): EvacuationAuditSort =>
  EVACUATION_AUDIT_SORTS.find((key) => key === sort) ?? 'Name';

/** Either tab's default, left out of the address. */
export const isDefaultSort = (sort: EvacuationPageSort | undefined) =>
  sort === undefined || sort === 'DisplayCompanyName' || sort === 'Name';

/**
 * spec 001 §2: the evacuation report's parameters. orderByEvac is shared by the roll call
 * (default DisplayCompanyName) and the audit log (default Name, spec 002 §3); either default is
 * left out of the address. displayEvacuationReport shows the session as the report table; a
 * historical session opens with displayHistoricalDetail and its id.
 */
export const evacuationAddress = addressSchema(shape, (address) => ({
  orderByEvac: isDefaultSort(address.orderByEvac) ? undefined : address.orderByEvac,
  reverseEvac: address.reverseEvac ? true : undefined,
  projectZoneId: address.projectZoneId,
  displayEvacuationReport: address.displayEvacuationReport ? true : undefined,
  displayHistoricalDetail: address.displayHistoricalDetail ? true : undefined,
  evacuationSession: address.evacuationSession,
}));
