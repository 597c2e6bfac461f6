/**
 * Whether an address names this computer only (localhost, 127.0.0.0/8, ::1, 0.0.0.0): a link to
 * it opens on no other machine, so a QR code or an e-mailed link with it is of no use on site.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return isLoopbackHost(host) || host === '0.0.0.0' || host === '[::]';
}

/** Whether a host name or address is this computer's own (a server listening there serves no one else). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(bare)
  );
}
