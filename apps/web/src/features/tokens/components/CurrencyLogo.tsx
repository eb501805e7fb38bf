import type { Currency } from "@griddle/sdk";
import { classNames } from "../../../shared/ui/index.ts";
import { logoHue } from "../model/logoHue.ts";
import styles from "./CurrencyLogo.module.css";

export interface CurrencyLogoProps {
  currency: Currency;
  size?: number;
  className?: string;
}

/**
 * A round badge with the currency's initials, tinted per token: the app ships no token images, and
 * a stable colour per address still lets the eye tell tokens apart.
 */
export function CurrencyLogo({ currency, size = 24, className }: CurrencyLogoProps) {
  const hue = currency.isNative ? undefined : logoHue(currency.address);
  return (
    <span
      aria-hidden="true"
      className={classNames(styles.logo, currency.isNative && styles.native, className)}
      style={{
        width: size,
        height: size,
        fontSize: Math.max(8, Math.round(size * (currency.symbol.length <= 3 ? 0.36 : 0.5))),
        ...(hue === undefined ? {} : { "--logo-hue": hue }),
      }}
    >
      {currency.symbol.length <= 3 ? currency.symbol : currency.symbol.slice(0, 1)}
    </span>
  );
}
