import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </SvgIcon>
  );
}
