import type { TranslateFunction } from "../../i18n/index.ts";
import type { ChainContracts } from "../ChainContracts.ts";

/**
 * The app's own contracts by the names the user knows them by, keyed by lower-case address: the
 * preview's default spender names, so an approval reads 'Unlimited CAKE for MasterChef' rather than
 * an address. Contracts missing on the chain are left out; pools and offerings, whose addresses live
 * in their areas, add their own names.
 */
export function contractNames(contracts: ChainContracts, t: TranslateFunction): ReadonlyMap<string, string> {
  const named: [string | undefined, string][] = [
    [contracts.router, t("Griddle Router")],
    // Contract and token names are the same in every language.
    [contracts.masterChef, "MasterChef"],
    [contracts.cakeVault, t("Auto CAKE Pool")],
    [contracts.wbnb, "WBNB"],
    [contracts.cake, "CAKE"],
    [contracts.lottery, t("Lottery")],
    [contracts.prediction?.game, t("Prediction")],
    [contracts.farmAuction, t("Farm auction")],
    [contracts.competition, t("Trading Battle")],
    [contracts.profile?.profile, t("Teams & Profiles")],
    [contracts.profile?.factory, t("Starter collectible factory")],
    [contracts.profile?.collection, t("Collectibles")],
    [contracts.profile?.pointCenterIfo, t("Offering points")],
  ];
  return new Map(
    named.flatMap(([address, name]) =>
      address === undefined ? [] : [[address.toLowerCase(), name] as const],
    ),
  );
}
