import { useCallback, useMemo } from 'react';
import { applicableSearch, type AnySchema } from './address-params.ts';
import type { ListAddress, ListAddressValue } from './list-address.ts';

type Shape = Record<string, AnySchema>;

/**
 * A list screen's address as values and setters. The route hands over what the router validated
 * and how to write it back (navigate); a page test hands over a plain value and a spy.
 */
export function useListAddress<O extends string, P extends number, F extends Shape>(
  list: ListAddress<O, P, F>,
  address: ListAddressValue<O, P, F>,
  onChange: (next: ListAddressValue<O, P, F>) => void,
) {
  type Address = ListAddressValue<O, P, F>;
  const resolved = useMemo(() => list.resolve(address), [list, address]);
  const setFilters = useCallback(
    (changes: Omit<Address, 'page'>) => onChange(list.change(address, changes)),
    [list, address, onChange],
  );
  const setPage = useCallback(
    (page: number) => onChange(list.goTo(address, page)),
    [list, address, onChange],
  );
  const setPageSize = useCallback(
    (pageSize: P) => setFilters({ pageSize } as Omit<Address, 'page'>),
    [setFilters],
  );
  const setSort = useCallback(
    (orderBy: O, reverse: boolean) => setFilters({ orderBy, reverse } as Omit<Address, 'page'>),
    [setFilters],
  );
  const setSearch = useCallback(
    (text: string | undefined) =>
      setFilters({ search: applicableSearch(text) } as Omit<Address, 'page'>),
    [setFilters],
  );
  return { address, resolved, setFilters, setPage, setPageSize, setSort, setSearch };
}
