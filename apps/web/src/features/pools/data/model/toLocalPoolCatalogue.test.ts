import { describe, expect, it } from "vitest";
import { createTestManifest } from "../../../../shared/chain/createTestManifest.ts";
import { toLocalPoolCatalogue } from "./toLocalPoolCatalogue.ts";
import { UnknownPoolTokenError } from "./UnknownPoolTokenError.ts";

const base = createTestManifest();
const { wbnb, cake } = base.contracts;
const usdt = "0x0165878A594ca255338adfa4d48449f69242Eb8F";
const [manualPool] = base.staking.pools;
if (!manualPool) throw new Error("the test manifest has a manual pool");

const manifest = createTestManifest({
  staking: {
    ...base.staking,
    pools: [
      manualPool,
      {
        sousId: 1,
        address: "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853",
        stakingToken: cake.toLowerCase() as `0x${string}`,
        earningToken: usdt,
        tokenPerBlock: "300000",
        startBlock: 10,
        endBlock: 100,
        stakingLimit: "0",
        poolCategory: "Community",
        sortOrder: 999,
      },
      {
        sousId: 2,
        address: "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318",
        stakingToken: wbnb,
        earningToken: cake,
        tokenPerBlock: "100000000000000000",
        startBlock: 10,
        endBlock: 100,
        stakingLimit: "0",
        poolCategory: "Binance",
        sortOrder: 999,
      },
    ],
  },
});

describe("toLocalPoolCatalogue", () => {
  const pools = toLocalPoolCatalogue(manifest);

  it("lists the deployment's pools in sousId order, the manual CAKE pool first", () => {
    expect(pools.map((pool) => pool.sousId)).toEqual([0, 1, 2]);
    expect(pools[0]).toEqual({
      sousId: 0,
      contractAddress: manualPool.address,
      stakingToken: {
        address: cake,
        symbol: "CAKE",
        decimals: 18,
        projectLink: "https://pancakeswap.finance/",
      },
      earningToken: {
        address: cake,
        symbol: "CAKE",
        decimals: 18,
        projectLink: "https://pancakeswap.finance/",
      },
      poolCategory: "Core",
      isNativeStaking: false,
      tokenPerBlock: 10n ** 19n,
      sortOrder: 1,
    });
  });

  it("takes symbols and decimals from the token list, whatever the address case", () => {
    expect(pools[1]).toMatchObject({
      stakingToken: { address: cake, symbol: "CAKE" },
      earningToken: { address: usdt, symbol: "USDT", decimals: 6, projectLink: "https://tether.to/" },
      poolCategory: "Community",
      isNativeStaking: false,
      tokenPerBlock: 300_000n,
    });
  });

  it("shows the Binance pool's WBNB stake as native BNB", () => {
    expect(pools[2]).toMatchObject({
      stakingToken: { address: wbnb, symbol: "BNB", decimals: 18, projectLink: "https://www.binance.com/" },
      isNativeStaking: true,
      poolCategory: "Binance",
    });
  });

  it("has no project site for a token it does not know", () => {
    const unknown = createTestManifest({
      tokens: base.tokens.map((token) => (token.address === usdt ? { ...token, symbol: "ZZZ" } : token)),
      staking: manifest.staking,
    });
    expect(toLocalPoolCatalogue(unknown)[1]?.earningToken.projectLink).toBe("");
  });

  it("refuses a pool whose token the deployment does not list", () => {
    const missing = createTestManifest({
      tokens: base.tokens.filter((token) => token.address !== usdt),
      staking: manifest.staking,
    });
    expect(() => toLocalPoolCatalogue(missing)).toThrow(UnknownPoolTokenError);
  });
});
