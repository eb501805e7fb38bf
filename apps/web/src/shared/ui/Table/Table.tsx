import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Table.module.css";

/** A data table in the app's one table style; `className` adds an area's column rules. */
export function Table({ className, ...rest }: ComponentProps<"table">) {
  return <table className={classNames(styles.table, className)} {...rest} />;
}
