import { classNames } from "../classNames.ts";
import mirror from "./mirrorInRtl.module.css";
import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

export function ArrowBackIcon({ className, ...props }: IconProps) {
  return (
    <SvgIcon className={classNames(mirror.mirror, className)} {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </SvgIcon>
  );
}
