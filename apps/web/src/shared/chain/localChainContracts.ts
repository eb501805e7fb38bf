import type { DeploymentManifest } from "@griddle/sdk";
import type { ChainContracts } from "./ChainContracts.ts";

/** The local chain's contracts, as `npm start` deployed them: AMM, staking, game, lottery and profile ones alike. */
export function localChainContracts(manifest: DeploymentManifest): ChainContracts {
  const { wbnb, cake, router, factory, multicall } = manifest.contracts;
  const { masterChef, cakeVault } = manifest.staking;
  const {
    profile,
    collection,
    factory: bunnyFactory,
    predictionClaim,
    vaultClaim,
    pointCenterIfo,
  } = manifest.profile;
  const prediction = { game: manifest.prediction.contract, priceFeed: manifest.prediction.priceFeed };
  return {
    wbnb,
    cake,
    router,
    factory,
    multicall,
    masterChef,
    cakeVault,
    prediction,
    lottery: manifest.lottery.contract,
    profile: { profile, collection, factory: bunnyFactory, predictionClaim, vaultClaim, pointCenterIfo },
    farmAuction: manifest.farmAuction.contract,
    competition: manifest.competition.contract,
  };
}
