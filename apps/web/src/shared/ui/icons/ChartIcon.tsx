import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

/** A line chart on axes: a price chart. */
export function ChartIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-5 3 3 5-6" />
    </SvgIcon>
  );
}
