import {
  DIRECTORY_DEFAULT_PAGE_SIZE,
  DIRECTORY_PAGE_SIZES,
  WORKER_LIST_DEFAULT_PAGE_SIZE,
  WORKER_LIST_ORDER_FIELDS,
  WORKER_LIST_PAGE_SIZES,
  type WorkerDirectoryQueryInput,
  type WorkerListQueryInput,
} from '@siteline/shared';
import { addressParam, idOr } from '@/lib/address/address-params.ts';
import { listAddress } from '@/lib/address/list-address.ts';

/**
 * The basic directory's address (spec 001 §2): search, contract filter, sort and page live in the
 * URL, so a reload or a shared link shows the same list.
 */
export const workersBasicAddress = listAddress({
  pageSizes: WORKER_LIST_PAGE_SIZES,
  defaultPageSize: WORKER_LIST_DEFAULT_PAGE_SIZE,
  orderBy: WORKER_LIST_ORDER_FIELDS,
  defaultOrderBy: 'lastName',
  filters: { contractId: addressParam.list(idOr()) },
});

export type WorkersBasicSearch = Parameters<typeof workersBasicAddress.normalize>[0];

/** The list request: `orderBy` as `field-ASC` / `field-DESC` (spec 001 §7). */
export function toWorkerListQuery(search: WorkersBasicSearch): WorkerListQueryInput {
  const r = workersBasicAddress.resolve(search);
  return {
    page: r.page,
    limit: r.pageSize,
    orderBy: `${r.orderBy}-${r.reverse ? 'DESC' : 'ASC'}`,
    searchString: r.search,
    contractId: r.contractId,
  };
}

/** The advanced grid's address: page (100 of 50/100/150), search and contracts. */
export const workersAdvancedAddress = listAddress({
  pageSizes: DIRECTORY_PAGE_SIZES,
  defaultPageSize: DIRECTORY_DEFAULT_PAGE_SIZE,
  orderBy: ['lastName'] as const,
  defaultOrderBy: 'lastName',
  filters: { contractId: addressParam.list(idOr()) },
});

export type WorkersAdvancedSearch = Parameters<typeof workersAdvancedAddress.normalize>[0];

export function toWorkerDirectoryQuery(search: WorkersAdvancedSearch): WorkerDirectoryQueryInput {
  const r = workersAdvancedAddress.resolve(search);
  return { page: r.page, pageSize: r.pageSize, searchString: r.search, contractId: r.contractId };
}
