import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

export function ArrowBackIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </SvgIcon>
  );
}
