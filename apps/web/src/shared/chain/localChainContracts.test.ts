import { describe, expect, it } from "vitest";
import { createTestManifest } from "./createTestManifest.ts";
import { localChainContracts } from "./localChainContracts.ts";

describe("localChainContracts", () => {
  it("takes the AMM, staking, prediction, lottery, profile, farm auction and competition contracts from the deployment", () => {
    const manifest = createTestManifest();
    expect(localChainContracts(manifest)).toEqual({
      wbnb: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      cake: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      router: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
      factory: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
      multicall: "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
      masterChef: "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6",
      cakeVault: "0x610178dA211FEF7D417bC0e6FeD39F05609AD788",
      prediction: {
        game: "0x262e2b50219620226C5fB5956432A88fffd94Ba7",
        priceFeed: "0xC32609C91d6B6b51D48f2611308FEf121B02041f",
      },
      lottery: "0x4A679253410272dd5232B3Ff7cF5dbB88f295319",
      profile: {
        profile: "0x7a2088a1bFc9d81c55368AE168C2C02570cB814F",
        collection: "0x09635F643e140090A9A8Dcd712eD6285858ceBef",
        factory: "0xc5a5C42992dECbae36851359345FE25997F5C42d",
        predictionClaim: "0x67d269191c92Caf3cD7723F116c85e6E9bf55933",
        vaultClaim: "0xE6E340D132b5f46d1e472DebcD681B2aBc16e57E",
        pointCenterIfo: "0xc3e53F4d16Ae77Db1c982e75a937B9f60FE63690",
      },
      farmAuction: "0x1291Be112d480055DaFd8a610b7d1e203891C274",
      competition: "0x9A676e781A523b5d0C0e43731313A708CB607508",
    });
  });
});
