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

/** /project-select, /contractor-mappings, /headcount-history: the provider (and the page). */
export const integrationsProviderAddress = addressSchema(
  {
    serviceProviderId: addressParam.positiveInt(),
    isNew: addressParam.flag(),
    page: addressParam.positiveInt(),
  },
  (address) => ({
    ...address,
    isNew: address.isNew ? true : undefined,
    page: address.page === 1 ? undefined : address.page,
  }),
);

/** /providers?cancel: the provider whose set-up was cancelled, turned back off. */
export const integrationsProvidersAddress = addressSchema(
  { cancel: addressParam.positiveInt() },
  (address) => address,
);

/** /{serviceProviderId}/authentication?isNew. */
export const integrationsAuthenticationAddress = addressSchema(
  { isNew: addressParam.flag() },
  (address) => ({ isNew: address.isNew ? true : undefined }),
);
