import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

export function MoonIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
    </SvgIcon>
  );
}
