import { classNames } from "../classNames.ts";
import mirror from "./mirrorInRtl.module.css";
import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

/** ArrowBackIcon's counterpart: forward along the reading direction. */
export function ArrowForwardIcon({ className, ...props }: IconProps) {
  return (
    <SvgIcon className={classNames(mirror.mirror, className)} {...props}>
      <path d="M5 12h14M12 5l7 7-7 7" />
    </SvgIcon>
  );
}
