import { IPFS_GATEWAYS } from "./listLocation.ts";

/**
 * Where a list's logo may be loaded from: https, an ipfs:// logo through the first gateway, or the app's
 * own origin. Anything else (http, data:, javascript:, another scheme) gives no logo: a list must not
 * make the browser call unencrypted hosts or run anything.
 */
export function safeLogoUrl(logoUri: string | undefined, origin: string): string | undefined {
  if (!logoUri) return undefined;
  let url: URL;
  try {
    url = new URL(logoUri, origin);
  } catch {
    return undefined;
  }
  if (url.origin === origin) return url.href;
  if (url.protocol === "https:") return url.href;
  if (url.protocol === "ipfs:") return `${IPFS_GATEWAYS[0]}/ipfs/${logoUri.slice("ipfs://".length)}`;
  return undefined;
}
