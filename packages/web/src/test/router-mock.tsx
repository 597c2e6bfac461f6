import type { AnchorHTMLAttributes, Ref } from 'react';
import { vi } from 'vitest';

/** The navigate spy the mocked router hands to pages under test. */
export const navigateMock = vi.fn((_options: unknown) => Promise.resolve());

interface MockLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain anchor in place of the router's Link, for pages rendered without a router. */
export function MockLink({ to, children, ...rest }: MockLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/**
 * For a `vi.mock('@tanstack/react-router', …)` factory (imported dynamically, as mocks are
 * hoisted above imports): the real module with navigation
 * replaced, so a page can be rendered alone and its navigation asserted.
 */
export async function mockRouterModule(importOriginal: () => Promise<object>) {
  const actual = await importOriginal();
  return { ...actual, useNavigate: () => navigateMock, Link: MockLink };
}
