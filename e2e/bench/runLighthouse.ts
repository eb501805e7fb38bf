import lighthouse from "lighthouse";

export interface LighthouseFigures {
  /** 0 to 100. */
  readonly performance: number;
  readonly largestContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
}

/**
 * Lighthouse's performance category on `url` with its default settings (a mobile device, simulated slow
 * 4G and 4x CPU slowdown), through a Chromium already listening on `debuggingPort`.
 */
export async function runLighthouse(url: string, debuggingPort: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
  const tbt = lhr.audits["total-blocking-time"]?.numericValue;
  if (score == null || lcp === undefined || tbt === undefined) {
    throw new Error(`Lighthouse measured no performance score, LCP or TBT on ${url}`);
  }
  return { performance: Math.round(score * 100), largestContentfulPaintMs: lcp, totalBlockingTimeMs: tbt };
}
