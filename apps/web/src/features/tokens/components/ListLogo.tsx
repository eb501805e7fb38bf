import { useState, type CSSProperties } from "react";
import { safeLogoUrl } from "../lists/model/safeLogoUrl.ts";
import { logoHue } from "../model/logoHue.ts";
import styles from "./ListLogo.module.css";

export interface ListLogoProps {
  name: string;
  logoUri: string | undefined;
  size?: number;
}

/** A list's logo when it is safe to load (https or the app's origin), else its initial. */
export function ListLogo({ name, logoUri, size = 32 }: ListLogoProps) {
  const url = safeLogoUrl(logoUri, window.location.origin);
  const [failedUrl, setFailedUrl] = useState<string>();
  if (url && url !== failedUrl) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        referrerPolicy="no-referrer"
        className={styles.logo}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={styles.logo}
      style={
        {
          width: size,
          height: size,
          fontSize: Math.round(size * 0.45),
          "--logo-hue": logoHue(name),
        } as CSSProperties
      }
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
