import type { AccessExportLanguage } from '@siteline/shared';
import { toXlsx, type XlsxCellValue } from '@siteline/shared/common/xlsx';
import type { AccessReadRow } from './access-control.repository.ts';

/** The words of the file, as the dashboard's columns say them (web access-control locales). */
const WORDS = {
  en: {
    sheet: 'Access log',
    headers: [
      'Name',
      'Tag',
      'Contract',
      'Zone',
      'Source',
      'Location details',
      'Direction',
      'Access',
      'Time',
    ],
    unknownTag: 'Unknown tag',
    unassigned: 'Unassigned',
    unassignedZone: 'Unassigned Zone',
    source: { 1: 'Reader', 2: 'Mobile' },
    direction: { 1: 'Not Applicable', 2: 'In', 3: 'Out' },
    access: { 0: 'Denied', 1: 'Granted', 2: 'Check In' },
  },
  es: {
    sheet: 'Registro de accesos',
    headers: [
      'Nombre',
      'Etiqueta',
      'Contrato',
      'Zona',
      'Origen',
      'Detalles de ubicación',
      'Dirección',
      'Acceso',
      'Hora',
    ],
    unknownTag: 'Etiqueta desconocida',
    unassigned: 'Sin asignar',
    unassignedZone: 'Zona sin asignar',
    source: { 1: 'Lector', 2: 'Móvil' },
    direction: { 1: 'No aplica', 2: 'Entrada', 3: 'Salida' },
    access: { 0: 'Denegado', 1: 'Permitido', 2: 'Registro de entrada' },
  },
} as const;

function word(table: Readonly<Record<number, string>>, id: number): string {
  return table[id] ?? String(id);
}

/**
 * The access log as an .xlsx: one row per read in the list's order. The time is a typed Excel
 * date in the project's time zone (the local wall clock; Excel has no zones), so it sorts and
 * computes. Text goes in as inline strings, which Excel never evaluates, so a tag or a name
 * starting with `=`, `+`, `-` or `@` stays text (no formula injection).
 */
export function accessLogXlsx(
  rows: readonly AccessReadRow[],
  language: AccessExportLanguage,
): Uint8Array {
  const w = WORDS[language];
  const cells = rows.map((r): XlsxCellValue[] => [
    r.worker_name ?? w.unknownTag,
    r.tag,
    r.company_name ?? w.unassigned,
    r.zone_name ?? w.unassignedZone,
    word(w.source, r.source),
    r.location_name,
    word(w.direction, r.read_direction_id),
    word(w.access, r.access_type),
    r.local_epoch === null ? null : new Date(Number(r.local_epoch) * 1000),
  ]);
  return toXlsx({ headers: w.headers, rows: cells }, w.sheet);
}

/** `Access log 2026-11-23.xlsx` (or through another day): the range's local dates. */
export function accessLogFileName(
  language: AccessExportLanguage,
  firstDay: string,
  lastDay: string,
): string {
  const days = firstDay === lastDay ? firstDay : `${firstDay} – ${lastDay}`;
  return `${WORDS[language].sheet} ${days}.xlsx`;
}
