import { Link, type LinkProps } from "react-router";
import { buttonClassName, type ButtonStyleProps } from "./buttonClassName.ts";

export type LinkButtonProps = LinkProps & ButtonStyleProps;

/** A link to a route of the app that looks like a button (e.g. 'Back Home'). */
export function LinkButton({ variant, size, fullWidth, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />;
}
