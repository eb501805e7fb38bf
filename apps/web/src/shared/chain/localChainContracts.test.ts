import { describe, expect, it } from "vitest";
import { createTestManifest } from "./createTestManifest.ts";
import { localChainContracts } from "./localChainContracts.ts";

describe("localChainContracts", () => {
  it("takes the AMM, staking, prediction and lottery contracts from the deployment", () => {
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
    });
  });
});
