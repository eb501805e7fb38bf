import { APP_NAME } from "../../shared/brand/appName.ts";
import { formatUsdPrice } from "../../shared/format/index.ts";
import type { TranslateFunction } from "../../shared/i18n/index.ts";

/** Exact paths with their own title (spec 000 and 001, section 2); English texts are translation keys. */
const titlesByPath = new Map(
  Object.entries({
    "/": "Home",
    "/swap": "Exchange",
    "/liquidity": "Liquidity",
    "/find": "Import Pool",
    "/farms": "Farms",
    "/farms/auction": "Farm auction",
    "/pools": "Pools",
    "/lottery": "Lottery",
    "/prediction": "Prediction",
    "/collectibles": "Collectibles",
    "/ifo": "Initial Farm Offering",
    "/teams": "Leaderboard",
    "/profile": "Your Profile",
    "/profile/tasks": "Task Center",
    "/competition": "Trading Battle",
    "/voting": "Voting",
    "/voting/proposal/create": "Make a Proposal",
    "/info": "Info Overview",
    "/info/tokens": "Info Tokens",
    "/info/pairs": "Info Pairs",
    "/info/accounts": "Info Accounts",
  } as const),
);

/** Path families whose pages share one title whatever the currencies in the path. */
const titlesByPrefix = [
  ["/add", "Add Liquidity"],
  ["/create", "Add Liquidity"],
  ["/remove", "Remove Liquidity"],
  ["/info/tokens", "Token Info"],
  ["/info/pairs", "Pair Info"],
  ["/info/accounts", "Account Info"],
] as const;

// The return type stays the union of the titles above: each is a translation key.
function titleKeyFor(pathname: string) {
  // The router matches paths case-insensitively and ignores a trailing slash; titles do the same.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return (
    titlesByPath.get(path) ??
    titlesByPrefix.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1]
  );
}

/**
 * The document title for a path: '{Title} | Griddle', or '{Title} - $1.234 | Griddle' once CAKE's
 * price is known. Paths without a title of their own show 'Griddle' (with the price, 'Griddle - $1.234').
 */
export function getPageTitle(
  pathname: string,
  cakePriceUsd: number | null,
  t: TranslateFunction,
  locale: string,
): string {
  const key = titleKeyFor(pathname);
  const price = cakePriceUsd === null ? null : formatUsdPrice(cakePriceUsd, locale);
  if (key === undefined) return price === null ? APP_NAME : `${APP_NAME} - ${price}`;
  const title = t(key);
  return price === null ? `${title} | ${APP_NAME}` : `${title} - ${price} | ${APP_NAME}`;
}
