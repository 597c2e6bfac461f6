/**
 * Test clusters only: durability off. A crash loses a throwaway database and nothing else, and
 * every commit and checkpoint stops waiting for the disk.
 */
export const TEST_POSTGRES_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
];

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
