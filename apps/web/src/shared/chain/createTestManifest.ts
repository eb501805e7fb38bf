import { parseDeploymentManifest, type DeploymentManifest } from "@griddle/sdk";

/** A well-formed local manifest for unit tests; the addresses are arbitrary. */
export function createTestManifest(overrides: Partial<DeploymentManifest> = {}): DeploymentManifest {
  return parseDeploymentManifest({
    chainId: 31337,
    rpcUrl: "http://127.0.0.1:8545",
    startBlock: 1,
    contracts: {
      wbnb: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      cake: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      factory: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
      router: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
      multicall: "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
      feeCollector: "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707",
    },
    initCodePairHash: `0x${"ab".repeat(32)}`,
    tokens: [
      {
        address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        symbol: "WBNB",
        name: "Wrapped BNB",
        decimals: 18,
      },
      {
        address: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
        symbol: "CAKE",
        name: "PancakeSwap Token",
        decimals: 18,
      },
      {
        address: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
        symbol: "USDT",
        name: "Tether USD",
        decimals: 6,
      },
    ],
    pairs: [],
    blockedAddresses: ["0xa0Ee7A142d267C1f36714E4a8F75612F20a79720"],
    notices: {
      feeOnTransferToken: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
      compromisedToken: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
    },
    staking: {
      masterChef: "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6",
      syrup: "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318",
      cakeVault: "0x610178dA211FEF7D417bC0e6FeD39F05609AD788",
      smartChefFactory: "0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e",
      pools: [
        {
          sousId: 0,
          address: "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6",
          stakingToken: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
          earningToken: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
          tokenPerBlock: "10000000000000000000",
          startBlock: 1,
          endBlock: null,
          stakingLimit: "0",
          poolCategory: "Core",
          sortOrder: 1,
        },
      ],
      farms: [
        {
          pid: 1,
          lpSymbol: "CAKE-BNB LP",
          lpAddress: "0x9A676e781A523b5d0C0e43731313A708CB607508",
          token: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
          quoteToken: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
          allocPoint: 4000,
          isCommunity: false,
        },
        {
          pid: 2,
          lpSymbol: "USDT-CAKE LP",
          lpAddress: "0x0B306BF915C4d645ff596e518fAf3F9669b97016",
          token: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
          quoteToken: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
          allocPoint: 0,
          isCommunity: true,
        },
      ],
    },
    prediction: {
      contract: "0x262e2b50219620226C5fB5956432A88fffd94Ba7",
      priceFeed: "0xC32609C91d6B6b51D48f2611308FEf121B02041f",
      pricePair: "0xb381db193f82AE78eF6b77676B131990fd9Fa893",
      startBlock: 503,
      admin: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      operator: "0xC0543b0b980D8c834CBdF023b2d2A75b5f9D1909",
      oracle: "0x73B3074ac649A8dc31c2C90a124469456301a30F",
    },
    lottery: {
      contract: "0x4A679253410272dd5232B3Ff7cF5dbB88f295319",
      startBlock: 510,
      owner: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      operator: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      treasury: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      injector: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    },
    profile: {
      profile: "0x7a2088a1bFc9d81c55368AE168C2C02570cB814F",
      collection: "0x09635F643e140090A9A8Dcd712eD6285858ceBef",
      factory: "0xc5a5C42992dECbae36851359345FE25997F5C42d",
      predictionClaim: "0x67d269191c92Caf3cD7723F116c85e6E9bf55933",
      vaultClaim: "0xE6E340D132b5f46d1e472DebcD681B2aBc16e57E",
      pointCenterIfo: "0xc3e53F4d16Ae77Db1c982e75a937B9f60FE63690",
      cakeReceiver: "0x84eA74d481Ee0A5332c457a4d796187F6Ba67fEB",
      startBlock: 520,
    },
    ...overrides,
  });
}
