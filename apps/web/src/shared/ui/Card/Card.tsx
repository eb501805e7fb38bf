import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Card.module.css";

export interface CardProps extends ComponentProps<"div"> {
  /** Inner spacing; turn off for cards whose content has its own (lists, tables). */
  padded?: boolean;
}

export function Card({ padded = true, className, ...rest }: CardProps) {
  return <div className={classNames(styles.card, padded && styles.padded, className)} {...rest} />;
}
