// Read bench: how many JSON-RPC HTTP requests a page that reads N values costs per refresh, through the
// app's batched read layer and through viem's client multicall batching (what the app used before, via
// wagmi's useReadContracts). Starts a fresh local chain with the deployment, stops it when done, and
// exits non-zero when the read layer needs more than ceil(N/500) requests or disagrees with viem.
//   npm run bench:reads
import {
  createClient,
  createPublicClient,
  defineChain,
  erc20Abi,
  http,
  numberToHex,
  parseAbi,
  stringify,
  type Address,
} from "viem";
import { deployToLocalChain, findFreePort, startChainNode } from "@griddle/stack";
import { createChainReader } from "../src/shared/chain/reads/createChainReader.ts";
import { MAX_CALLS_PER_CHUNK } from "../src/shared/chain/reads/chunkCalls.ts";
import { readContracts } from "../src/shared/chain/reads/readContracts.ts";

const VALUE_COUNTS = [10, 100, 500, 501, 1000, 2000];
/** A page's reads come from several components at once; the layer must send them together. */
const MAX_CALLERS = 10;

const pairAbi = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
]);

interface Measurement {
  readonly requests: number;
  readonly milliseconds: number;
  readonly results: readonly unknown[];
}

function splitAmongCallers<item>(items: readonly item[], callers: number): item[][] {
  const size = Math.ceil(items.length / callers);
  return Array.from({ length: callers }, (_, caller) => items.slice(caller * size, (caller + 1) * size));
}

async function measure(run: () => Promise<readonly unknown[]>, requests: () => number): Promise<Measurement> {
  const before = requests();
  const started = performance.now();
  const results = await run();
  return { requests: requests() - before, milliseconds: performance.now() - started, results };
}

const port = await findFreePort();
console.log(`Starting a local chain on port ${port} and deploying Griddle…`);
const chain = await startChainNode({ host: "127.0.0.1", port });
try {
  const manifest = await deployToLocalChain(chain.rpcUrl);
  const multicallAddress = manifest.contracts.multicall;
  let httpRequests = 0;
  const transport = http(chain.rpcUrl, { onFetchRequest: () => void httpRequests++ });
  const countRequests = (): number => httpRequests;
  const localChain = defineChain({
    id: manifest.chainId,
    name: "Griddle Local",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: multicallAddress, blockCreated: manifest.startBlock } },
  });
  const reader = createChainReader({
    client: createClient({ chain: localChain, transport }),
    multicallAddress,
  });
  const viemBatching = createPublicClient({ chain: localChain, transport, batch: { multicall: true } });

  // Every pair's reserves, then balances of every token for ever more accounts: all distinct reads.
  const reads = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      const pair = manifest.pairs[index];
      if (pair) return { address: pair.address, abi: pairAbi, functionName: "getReserves" } as const;
      const token = manifest.tokens[index % manifest.tokens.length] as { address: Address };
      const owner = numberToHex(1 + Math.floor(index / manifest.tokens.length), { size: 20 });
      return { address: token.address, abi: erc20Abi, functionName: "balanceOf", args: [owner] } as const;
    });

  // One untimed pass first, so that the first row's times do not include warming up node and client.
  await readContracts(reader, { contracts: reads(1000), minBlockNumber: 0 });
  await viemBatching.multicall({ contracts: reads(1000) });

  const rows: string[][] = [];
  let allOk = true;
  for (const count of VALUE_COUNTS) {
    const contracts = reads(count);
    const callers = splitAmongCallers(contracts, Math.min(MAX_CALLERS, count));
    const blockNumber = await viemBatching.getBlockNumber();
    const ours = await measure(async () => {
      const answers = await Promise.all(
        callers.map((part) =>
          readContracts(reader, { contracts: part, minBlockNumber: Number(blockNumber) }),
        ),
      );
      return answers.flatMap((answer) => answer.results);
    }, countRequests);
    const reference = await measure(async () => {
      const answers = await Promise.all(
        callers.map((part) => viemBatching.multicall({ contracts: part, allowFailure: true })),
      );
      return answers.flat().map((answer) => (answer.status === "success" ? answer.result : null));
    }, countRequests);
    const limit = Math.ceil(count / MAX_CALLS_PER_CHUNK);
    const sameValues = stringify(ours.results) === stringify(reference.results);
    const ok = ours.requests <= limit && sameValues && ours.results.every((value) => value !== null);
    allOk &&= ok;
    rows.push([
      String(count),
      String(callers.length),
      String(ours.requests),
      String(limit),
      String(reference.requests),
      ours.milliseconds.toFixed(0),
      reference.milliseconds.toFixed(0),
      ok ? "ok" : "FAIL",
    ]);
  }

  const header = ["N", "callers", "requests", "ceil(N/500)", "viem batching requests", "ms", "viem ms", "ok"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]): string =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(" | ");
  console.log(
    ["", line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n"),
  );
  console.log(
    "\nrequests: JSON-RPC HTTP requests of one refresh through the app's read layer (same values as viem's: ok).",
  );
  if (!allOk) process.exitCode = 1;
} finally {
  await chain.stop();
}
