import { classNames } from "../classNames.ts";
import mirror from "./mirrorInRtl.module.css";

/** The '→' after a link's text; it points along the reading direction. */
export function ForwardArrow({ className }: { className?: string }) {
  return (
    <span className={classNames(mirror.mirror, className)} aria-hidden="true">
      →
    </span>
  );
}
