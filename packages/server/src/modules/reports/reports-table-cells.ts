import type { ReportCell, ReportColumn } from '../../lib/report-file.ts';

/** A report as a file: what it is (the header block), its columns and its rows in batches. */
export interface ReportTable {
  title: string;
  /** The file's name without its extension. */
  stem: string;
  lines: [string, string][];
  columns: ReportColumn[];
  rows: AsyncIterable<ReportCell[][]>;
  /** The figures an e-mail's body gives (the subscriptions' morning report), in English. */
  headline?: [string, string][];
}

export const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
export const text = (header: string, width?: number): ReportColumn => ({
  header,
  kind: 'text',
  width,
});
export const int = (header: string): ReportColumn => ({ header, kind: 'int' });
export const hours = (header: string): ReportColumn => ({ header, kind: 'hours' });
export const percent = (header: string): ReportColumn => ({ header, kind: 'percent' });

export async function* once(rows: ReportCell[][]): AsyncIterable<ReportCell[][]> {
  yield rows;
}
