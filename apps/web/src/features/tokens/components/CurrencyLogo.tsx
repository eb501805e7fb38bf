import { useState } from "react";
import type { Currency } from "@griddle/sdk";
import { classNames } from "../../../shared/ui/index.ts";
import { useTokenLogoUrl } from "../hooks/useTokenLogoUrl.ts";
import { logoHue } from "../model/logoHue.ts";
import styles from "./CurrencyLogo.module.css";

export interface CurrencyLogoProps {
  currency: Currency;
  size?: number;
  className?: string;
}

/**
 * The token's logo from its list when there is one (https or the app's own origin only), else a round
 * badge with its initials, tinted per token so the eye still tells tokens apart. A logo that fails to
 * load (offline, moved) falls back to the badge.
 */
export function CurrencyLogo({ currency, size = 24, className }: CurrencyLogoProps) {
  const logoUrl = useTokenLogoUrl(currency);
  const [failedUrl, setFailedUrl] = useState<string>();
  if (logoUrl && logoUrl !== failedUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        className={classNames(styles.logo, styles.image, className)}
        onError={() => setFailedUrl(logoUrl)}
      />
    );
  }
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
