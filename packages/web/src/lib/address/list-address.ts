import type * as z from 'zod/mini';
import { addressParam, addressSchema, type AddressOf, type AnySchema } from './address-params.ts';

type Shape = Record<string, AnySchema>;

/** What a server-paged list screen keeps in its address besides its own filters. */
export interface ListAddressOptions<O extends string, P extends number, F extends Shape> {
  pageSizes: readonly P[];
  defaultPageSize: P;
  orderBy: readonly O[];
  defaultOrderBy: O;
  /** Descending when `reverse` is absent; false for every column unless given. */
  defaultReverse?: (orderBy: O) => boolean;
  /** The screen's filters, built from `addressParam`. */
  filters: F;
}

type ListShape<O extends string, P extends number, F extends Shape> = F & {
  page: ReturnType<typeof addressParam.positiveInt>;
  pageSize: z.ZodMiniType<P | undefined>;
  search: ReturnType<typeof addressParam.search>;
  orderBy: z.ZodMiniType<O | undefined>;
  reverse: ReturnType<typeof addressParam.flag>;
};

export type ListAddressValue<O extends string, P extends number, F extends Shape> = AddressOf<
  ListShape<O, P, F>
>;

const emptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * One list screen's address (spec 002 §4): page, page size, search, sort and filters live in the
 * URL, so a reload or a shared link shows the same list. Absent means the default.
 */
export function listAddress<const O extends string, const P extends number, const F extends Shape>(
  options: ListAddressOptions<O, P, F>,
) {
  type Address = ListAddressValue<O, P, F>;
  const defaultReverse = options.defaultReverse ?? (() => false);

  /** Drops what equals the default, so the address stays short and one list has one address. */
  function normalize(address: Address): Address {
    const orderBy = address.orderBy ?? options.defaultOrderBy;
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(address)) {
      if (value === undefined || emptyList(value)) continue;
      if (key === 'page' && value === 1) continue;
      if (key === 'pageSize' && value === options.defaultPageSize) continue;
      if (key === 'orderBy' && value === options.defaultOrderBy) continue;
      if (key === 'reverse' && value === defaultReverse(orderBy)) continue;
      result[key] = value;
    }
    return result as Address;
  }

  const shape = {
    ...options.filters,
    page: addressParam.positiveInt(),
    pageSize: addressParam.oneOf(options.pageSizes),
    search: addressParam.search(),
    orderBy: addressParam.oneOf(options.orderBy),
    reverse: addressParam.flag(),
  } as unknown as ListShape<O, P, F>;

  return {
    /** The route's validateSearch. */
    schema: addressSchema(shape, normalize),
    normalize,
    /** Every default filled in. */
    resolve: (address: Address) => {
      const orderBy = address.orderBy ?? options.defaultOrderBy;
      return {
        ...address,
        page: address.page ?? 1,
        pageSize: address.pageSize ?? options.defaultPageSize,
        orderBy,
        reverse: address.reverse ?? defaultReverse(orderBy),
      };
    },
    /**
     * A filter, search, sort or page-size change starts again from page 1; the list reloads
     * because its request changed (spec 002 §4).
     */
    change: (address: Address, changes: Omit<Address, 'page'>): Address =>
      normalize({ ...address, ...changes, page: undefined }),
    /** Another page, the rest kept. */
    goTo: (address: Address, page: number): Address => normalize({ ...address, page }),
    defaultOrderBy: options.defaultOrderBy,
    defaultPageSize: options.defaultPageSize,
    filterKeys: Object.keys(options.filters) as (keyof F & string)[],
  };
}

export type ListAddress<O extends string, P extends number, F extends Shape> = ReturnType<
  typeof listAddress<O, P, F>
>;
