import { useId } from "react";

const OFFSETS = [18, 28, 38] as const;
/** The 3 × 3 grid of the griddle's cells. */
const CELLS = OFFSETS.flatMap((y) => OFFSETS.map((x) => [x, y] as const));

/**
 * The Griddle tile (public/logo.svg) drawn inline: an <img> of the file is one more request before
 * the header can paint. Decorative: the link or text beside it names the product.
 */
export function GriddleLogo({ size }: { size: number }) {
  // Header and footer both draw the logo: each gradient needs an id of its own.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#b53a0a" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="60" height="60" rx="16" fill={`url(#${gradientId})`} />
      <rect x="13" y="13" width="38" height="38" rx="9" fill="#fff4e8" />
      <g fill="#e2834a">
        {CELLS.map(([x, y]) => (
          <rect key={`${x},${y}`} x={x} y={y} width="8" height="8" rx="2" />
        ))}
      </g>
      <path
        d="M19 43 29 33l5 5 11-12"
        fill="none"
        stroke="#7c2d12"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
