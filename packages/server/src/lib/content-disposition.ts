/**
 * A download's Content-Disposition (RFC 6266; `inline` to open it in the browser): an ASCII fallback name (accents dropped, quotes
 * and backslashes removed) and the real one in UTF-8.
 */
export function attachment(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
