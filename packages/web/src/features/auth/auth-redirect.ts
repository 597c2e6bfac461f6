/**
 * The saved URL to return to after sign-in (spec 000 §2 "/login can carry a target state").
 * Only same-site paths are followed, so a crafted link cannot send the user elsewhere.
 */
export function safeRedirectTarget(target: string | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  if (target === '/login' || target.startsWith('/login?')) return null;
  return target;
}
