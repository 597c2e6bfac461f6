import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * A route's address and how to write it back: the value the router validated with the route's
 * schema (`Route.useSearch()`), and a setter that navigates to the same page with the next one.
 */
export function useRouteAddress<S>(search: S, options: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  const { replace = false } = options;
  const setSearch = useCallback(
    // The route's schema has typed `next` already; '.' keeps the page and its path parameters.
    (next: S) => void navigate({ to: '.', search: next as never, replace }),
    [navigate, replace],
  );
  return [search, setSearch] as const;
}
