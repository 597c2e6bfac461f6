import {
  REGISTRATION_IMPORT_ROW_FILTERS,
  type RegistrationImportRowFilter,
} from '@siteline/shared';
import { addressParam, addressSchema, type AddressOf } from '@/lib/address/address-params.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shape = {
  /** The validated file (stage two and three); absent: stage one and the history. */
  file: addressParam.matching((value) => UUID.test(value)),
  page: addressParam.positiveInt(),
  status: addressParam.oneOf(REGISTRATION_IMPORT_ROW_FILTERS),
  history: addressParam.positiveInt(),
};

/** /registrations/import's address: which file, which page of its rows, the history's page. */
export const registrationsImportAddress = addressSchema(shape, (address) => ({
  ...address,
  page: address.page === 1 ? undefined : address.page,
  status: address.status === 'all' ? undefined : address.status,
  history: address.history === 1 ? undefined : address.history,
}));

export type RegistrationsImportSearch = AddressOf<typeof shape>;

export function resolveImportSearch(search: RegistrationsImportSearch): {
  file: string | undefined;
  page: number;
  status: RegistrationImportRowFilter;
  history: number;
} {
  return {
    file: search.file,
    page: search.page ?? 1,
    status: search.status ?? 'all',
    history: search.history ?? 1,
  };
}
