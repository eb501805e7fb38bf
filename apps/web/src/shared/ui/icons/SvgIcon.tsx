import type { ComponentProps, ReactNode } from "react";

export interface IconProps extends Omit<ComponentProps<"svg">, "children"> {
  /** Rendered width and height in pixels; icons follow the text colour. */
  size?: number;
}

/** Icons are decorative: the control that holds one carries the accessible name. */
export function SvgIcon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
