import { addressParam, addressSchema } from '@/lib/address/address-params.ts';

/** The import steps' address: the provider, and the file once uploaded (spec 001 §4). */
export const integrationsStepAddress = addressSchema(
  {
    serviceProviderId: addressParam.positiveInt(),
    fileImportId: addressParam.positiveInt(),
  },
  (address) => address,
);

/** /file-uploads-history: the provider (spec 001 §3) and the page. */
export const integrationsHistoryAddress = addressSchema(
  { serviceProviderId: addressParam.positiveInt(), page: addressParam.positiveInt() },
  (address) => ({ ...address, page: address.page === 1 ? undefined : address.page }),
);
