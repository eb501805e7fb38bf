import { createRequire } from "node:module";
import { defineConfig } from "hardhat/config";
import hardhatViem from "@nomicfoundation/hardhat-viem";
import hardhatNodeTestRunner from "@nomicfoundation/hardhat-node-test-runner";

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [hardhatViem, hardhatNodeTestRunner],
  solidity: {
    // The WASM build shipped by the pinned npm `solc` package: compiling never downloads anything.
    version: "0.8.30",
    path: require.resolve("solc/soljson.js"),
    settings: {
      optimizer: { enabled: true, runs: 999_999 },
      evmVersion: "cancun",
    },
  },
  test: {
    solidity: {
      profiles: {
        // EDR's defaults (256 fuzz runs; 256 invariant runs of depth 500), as `npm test` runs them.
        default: {},
        // `npm run test:contracts:deep`: sixteen times the fuzz runs, four times the invariant runs
        // at twice the depth, for the rules that protect money; inline settings of the default
        // profile (`default.invariant.runs`) do not apply here.
        deep: {
          fuzz: { runs: 4_096 },
          invariant: { runs: 1_024, depth: 1_000 },
        },
      },
    },
  },
  paths: {
    sources: "src",
    tests: { solidity: "test", nodejs: "test" },
  },
  networks: {
    local: {
      type: "edr-simulated",
      chainType: "l1",
      chainId: 31337,
      mining: { auto: true, interval: 3000 },
    },
  },
});
