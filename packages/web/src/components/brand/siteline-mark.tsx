/** The product mark: a safety-orange roof truss on a deep-blue tile (colours: lib/theme/tokens.css). */
export function SitelineMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden
      width={size}
      height={size}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="12" style={{ fill: 'var(--sl-brand-ink)' }} />
      <path d="M12 46 32 14l20 32Z" style={{ fill: 'var(--sl-secondary)' }} />
      <rect x="18" y="40" width="28" height="6" rx="2" style={{ fill: 'var(--sl-paper)' }} />
    </svg>
  );
}
