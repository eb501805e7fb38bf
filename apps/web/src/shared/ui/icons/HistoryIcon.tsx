import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

/** A clock with a back arrow: recent activity. */
export function HistoryIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </SvgIcon>
  );
}
