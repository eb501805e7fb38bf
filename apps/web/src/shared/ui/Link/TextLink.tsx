import { Link, type LinkProps } from "react-router";
import { classNames } from "../classNames.ts";
import styles from "./Link.module.css";

/** A styled link to a route of the app. */
export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={classNames(styles.link, className)} {...rest} />;
}
