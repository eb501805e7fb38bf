// First-load bench (issue 8, part 3): the gzipped JavaScript needed before / and /swap are
// interactive, from the build manifest and as Chromium downloads it from the local stack, then
// Lighthouse on /swap. Starts the chain, the deployment and the static web server itself, stops them
// when done, and exits non-zero when a target is missed.
//   npm run bench:web   (builds first)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { findFreePort, startLocalStack, webDistDir } from "@griddle/stack";
import { CHROMIUM_PATH } from "../src/harness/launchChromium.ts";
import { measureManifestJs } from "./measureManifestJs.ts";
import { measureNetworkJs } from "./measureNetworkJs.ts";
import { runLighthouse, type LighthouseFigures } from "./runLighthouse.ts";

/** Issue 8's figures: the peers ship 2.4 MB or more, the best peer over 2 MB, before /swap works. */
const PEERS_GZIP_KB = 2400;
const BEST_PEER_GZIP_KB = 2000;
const TARGET_SWAP_GZIP_KB = 200;
const TARGET_PERFORMANCE = 95;
/** Lighthouse varies from run to run on a shared machine: the median of a few runs is reported. */
const LIGHTHOUSE_RUNS = 3;

const pages = [
  { path: "/", pageModule: "src/features/home/HomePage.tsx", readySelector: "#home-title" },
  {
    path: "/swap",
    pageModule: "src/features/swap/SwapPage.tsx",
    readySelector: '[data-testid="amount-INPUT"]',
  },
] as const;

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join(" | ");
  console.log(
    ["", line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n"),
  );
}

function median(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseFigures;
}

const workDir = await mkdtemp(path.join(tmpdir(), "griddle-bench-web-"));
console.log("Starting a local chain, deploying Griddle and serving the production build…");
const stack = await startLocalStack({
  host: "127.0.0.1",
  rpcPort: await findFreePort(),
  webPort: 0,
  web: "static",
  manifestPath: path.join(workDir, "deployment.json"),
});
const debuggingPort = await findFreePort();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // Lighthouse drives the same Chromium through its DevTools port.
    `--remote-debugging-port=${debuggingPort}`,
  ],
});
try {
  let allMet = true;
  const rows: string[][] = [];
  for (const page of pages) {
    const fromBuild = await measureManifestJs(webDistDir, page.pageModule);
    const fromNetwork = await measureNetworkJs(browser, stack.webUrl + page.path, page.readySelector);
    const target = page.path === "/swap" ? TARGET_SWAP_GZIP_KB : undefined;
    const met =
      target === undefined || Math.max(fromBuild.gzipBytes, fromNetwork.transferredBytes) <= target * 1000;
    allMet &&= met;
    rows.push([
      page.path,
      `${kb(fromBuild.gzipBytes)} (${fromBuild.files.length} files)`,
      `${kb(fromNetwork.transferredBytes)} (${fromNetwork.files} files)`,
      target === undefined ? "-" : `≤ ${target}`,
      `${BEST_PEER_GZIP_KB}+ / ${PEERS_GZIP_KB}+`,
      target === undefined ? "" : met ? "ok" : "MISSED",
    ]);
  }
  console.log("\nGzipped JavaScript before the page is interactive (kB = 1000 bytes)");
  printTable(["page", "build manifest kB", "network kB", "target kB", "best peer / peers kB", ""], rows);

  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
    runs.push(await runLighthouse(`${stack.webUrl}/swap`, debuggingPort));
  const figures = median(runs);
  const performanceMet = figures.performance >= TARGET_PERFORMANCE;
  allMet &&= performanceMet;
  console.log(
    `\nLighthouse on /swap (mobile defaults: simulated slow 4G, 4x CPU slowdown; median of ${LIGHTHOUSE_RUNS}, scores ${runs.map((r) => r.performance).join(", ")})`,
  );
  printTable(
    ["metric", "measured", "target", ""],
    [
      [
        "performance",
        String(figures.performance),
        `≥ ${TARGET_PERFORMANCE}`,
        performanceMet ? "ok" : "MISSED",
      ],
      ["largest contentful paint", `${(figures.largestContentfulPaintMs / 1000).toFixed(2)} s`, "-", ""],
      ["total blocking time", `${figures.totalBlockingTimeMs.toFixed(0)} ms`, "-", ""],
    ],
  );
  if (!allMet) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
