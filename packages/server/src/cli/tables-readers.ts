import { readersByTable } from '../db/table-access.ts';

/**
 * `npm run tables:readers`: who reads each table besides its writers (docs/tables.md lists owners
 * and writers only), found in the code, with the files — so a new reading area edits nothing but
 * its own files, and a reviewer can still see every read across areas.
 */
const readers = readersByTable();
for (const table of [...readers.keys()].sort()) {
  console.log(table);
  for (const [area, files] of [...readers.get(table)!.entries()].sort()) {
    console.log(`  ${area}: ${files.join(', ')}`);
  }
}
