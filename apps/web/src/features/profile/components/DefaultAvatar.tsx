import styles from "./DefaultAvatar.module.css";

export interface DefaultAvatarProps {
  /** Translated name for assistive technology; without one the figure is decorative. */
  readonly label?: string;
}

/**
 * The plain figure that stands in for a profile picture that is not known or cannot be loaded (as
 * PancakeSwap's 'no profile' avatar): it fills its round frame, so the frame is never left empty.
 */
export function DefaultAvatar({ label }: DefaultAvatarProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.figure}
      data-testid="default-avatar"
      {...(label === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
    >
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
    </svg>
  );
}
