/** A distinct, valid address for each small number. */
export const testAddress = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

/**
 * A complete, valid manifest as JSON gives it: the tests of the manifest parser and of every section
 * parser start from it, so a new section adds its fields here once.
 */
export const validManifestJson = {
  chainId: 31337,
  rpcUrl: "http://127.0.0.1:8545",
  startBlock: 1,
  contracts: {
    wbnb: testAddress(1),
    cake: testAddress(2),
    factory: testAddress(3),
    router: testAddress(4),
    multicall: testAddress(5),
    feeCollector: testAddress(6),
  },
  initCodePairHash: `0x${"ab".repeat(32)}`,
  tokens: [{ address: testAddress(1), symbol: "WBNB", name: "Wrapped BNB", decimals: 18 }],
  pairs: [{ address: testAddress(9), token0: testAddress(1), token1: testAddress(2) }],
  blockedAddresses: [testAddress(19)],
  notices: { feeOnTransferToken: testAddress(7), compromisedToken: testAddress(8) },
  staking: {
    masterChef: testAddress(10),
    syrup: testAddress(11),
    cakeVault: testAddress(12),
    smartChefFactory: testAddress(13),
    pools: [
      {
        sousId: 0,
        address: testAddress(10),
        stakingToken: testAddress(2),
        earningToken: testAddress(2),
        tokenPerBlock: "40000000000000000000",
        startBlock: 300,
        endBlock: null,
        stakingLimit: "0",
        poolCategory: "Core",
        sortOrder: 1,
      },
      {
        sousId: 1,
        address: testAddress(14),
        stakingToken: testAddress(2),
        earningToken: testAddress(1),
        tokenPerBlock: "1000",
        startBlock: 310,
        endBlock: 500,
        stakingLimit: "100000000000000000000",
        poolCategory: "Community",
        sortOrder: 999,
      },
    ],
    farms: [
      {
        pid: 1,
        lpSymbol: "CAKE-BNB LP",
        lpAddress: testAddress(9),
        token: testAddress(2),
        quoteToken: testAddress(1),
        allocPoint: 4000,
        isCommunity: false,
      },
      {
        pid: 2,
        lpSymbol: "TWT-CAKE LP",
        lpAddress: testAddress(15),
        token: testAddress(16),
        quoteToken: testAddress(2),
        allocPoint: 0,
        isCommunity: true,
      },
    ],
  },
  prediction: {
    contract: testAddress(20),
    priceFeed: testAddress(21),
    pricePair: testAddress(22),
    startBlock: 40,
    admin: testAddress(23),
    operator: testAddress(24),
    oracle: testAddress(25),
  },
  lottery: {
    contract: testAddress(30),
    startBlock: 50,
    owner: testAddress(31),
    operator: testAddress(32),
    treasury: testAddress(33),
    injector: testAddress(34),
  },
  profile: {
    profile: testAddress(40),
    collection: testAddress(41),
    factory: testAddress(42),
    predictionClaim: testAddress(43),
    vaultClaim: testAddress(44),
    pointCenterIfo: testAddress(45),
    cakeReceiver: testAddress(46),
    startBlock: 60,
  },
  farmAuction: {
    contract: testAddress(70),
    startBlock: 70,
    owner: testAddress(71),
    operator: testAddress(72),
    bidders: [
      { address: testAddress(73), name: "Mochi Swap" },
      { address: testAddress(74), name: "Tidal Yield" },
    ],
  },
} as const;
