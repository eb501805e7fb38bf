import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

export function DangerIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15 9-6 6M9 9l6 6" />
    </SvgIcon>
  );
}
