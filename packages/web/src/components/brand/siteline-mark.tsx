import { palette, shades } from '@/lib/theme/tokens.ts';

/** The product mark: a safety-orange roof truss on a deep-blue tile. */
export function SitelineMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden
      width={size}
      height={size}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="12" fill={shades.brandInk} />
      <path d="M12 46 32 14l20 32Z" fill={palette.secondary.main} />
      <rect x="18" y="40" width="28" height="6" rx="2" fill={palette.background.paper} />
    </svg>
  );
}
