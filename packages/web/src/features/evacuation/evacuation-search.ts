import { EVACUATION_SORTS } from '@siteline/shared';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

const shape = {
  orderByEvac: addressParam.oneOf(EVACUATION_SORTS),
  reverseEvac: addressParam.flag(),
  projectZoneId: addressParam.positiveInt(),
  displayEvacuationReport: addressParam.flag(),
  displayHistoricalDetail: addressParam.flag(),
  evacuationSession: addressParam.positiveInt(),
};

/**
 * spec 001 §2: the evacuation report's parameters. orderByEvac defaults to DisplayCompanyName
 * (left out of the address); displayEvacuationReport shows the session as the report table; a
 * historical session opens with displayHistoricalDetail and its id.
 */
export const evacuationAddress = addressSchema(shape, (address) => ({
  orderByEvac: address.orderByEvac === 'DisplayCompanyName' ? undefined : address.orderByEvac,
  reverseEvac: address.reverseEvac ? true : undefined,
  projectZoneId: address.projectZoneId,
  displayEvacuationReport: address.displayEvacuationReport ? true : undefined,
  displayHistoricalDetail: address.displayHistoricalDetail ? true : undefined,
  evacuationSession: address.evacuationSession,
}));
