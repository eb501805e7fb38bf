import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

export function PencilIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
      <path d="m15 5 4 4" />
    </SvgIcon>
  );
}
