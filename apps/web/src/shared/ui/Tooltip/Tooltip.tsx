import { cloneElement, useId, useState, type ReactElement, type ReactNode } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Tooltip.module.css";

export interface TooltipProps {
  /** What the tooltip says; it also becomes the trigger's accessible description. */
  readonly content: ReactNode;
  /** The one element the tooltip explains: focusable (a button or link) for keyboard users. */
  readonly children: ReactElement<{ "aria-describedby"?: string }>;
  readonly className?: string;
}

/**
 * Shows `content` while the pointer is over, or focus is inside, `children`; Escape hides it. The text
 * stays in the document (visually hidden) so screen readers hear it as the trigger's description.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className={classNames(styles.anchor, className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <span id={id} role="tooltip" className={classNames(styles.bubble, open && styles.open)}>
        {content}
      </span>
    </span>
  );
}
