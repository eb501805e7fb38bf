/**
 * The part of the multicall the read layer calls. These signatures are Multicall3's, which both our
 * local Multicall and the Multicall3 deployment on BNB Smart Chain and its testnet implement, so one
 * ABI serves every chain the app targets. Written as JSON ABI rather than parsed from human-readable
 * signatures: the parser would put abitype's runtime on every page's first load.
 */
export const multicallReadAbi = [
  {
    type: "function",
    name: "tryBlockAndAggregate",
    stateMutability: "nonpayable",
    inputs: [
      { name: "requireSuccess", type: "bool" },
      {
        name: "calls",
        type: "tuple[]",
        components: [
          { name: "target", type: "address" },
          { name: "callData", type: "bytes" },
        ],
      },
    ],
    outputs: [
      { name: "blockNumber", type: "uint256" },
      { name: "blockHash", type: "bytes32" },
      {
        name: "returnData",
        type: "tuple[]",
        components: [
          { name: "success", type: "bool" },
          { name: "returnData", type: "bytes" },
        ],
      },
    ],
  },
  {
    type: "function",
    name: "getEthBalance",
    stateMutability: "view",
    inputs: [{ name: "addr", type: "address" }],
    outputs: [{ name: "balance", type: "uint256" }],
  },
  {
    type: "function",
    name: "getCurrentBlockTimestamp",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "timestamp", type: "uint256" }],
  },
] as const;
