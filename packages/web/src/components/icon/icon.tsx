import './icon.css';

/**
 * An icon drawn from one SVG path on the 24-unit grid of Material Icons, in the text's colour.
 * For what must stay free of MUI (the signed-in shell, drawn on every page): MUI's icons are
 * styled components, each a runtime style of its own.
 */
export function Icon({
  path,
  size = 24,
  name,
}: {
  path: string;
  size?: number;
  /** Its Material Icons name, as MUI's icons name themselves (data-testid `${name}Icon`). */
  name?: string;
}) {
  return (
    <svg
      data-testid={name && `${name}Icon`}
      className="sl-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
