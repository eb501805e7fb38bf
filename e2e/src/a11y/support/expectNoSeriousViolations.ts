import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults, ImpactValue, Result } from "axe-core";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(path.join(path.dirname(require.resolve("axe-core")), "axe.min.js"), "utf8");

/** Issue 8: the pages must pass with no violation of these impacts; lesser ones are not failures. */
const FAILING_IMPACTS: readonly ImpactValue[] = ["serious", "critical"];

export class AccessibilityViolationsError extends Error {
  override name = "AccessibilityViolationsError";
  readonly violations: readonly Result[];
  constructor(where: string, violations: readonly Result[]) {
    super(
      `${violations.length} serious or critical axe violation(s) on ${where}:\n` +
        violations
          .map(
            (violation) =>
              `- [${violation.impact}] ${violation.id}: ${violation.help}\n` +
              violation.nodes
                .map((node) => `    at ${node.target.join(" ")}\n      ${node.failureSummary ?? ""}`)
                .join("\n"),
          )
          .join("\n"),
    );
    this.violations = violations;
  }
}

/**
 * Runs axe-core in the page (its source evaluated once per document) over `selector`, or the whole
 * document, and throws with each serious or critical violation's rule, targets and help text.
 */
export async function expectNoSeriousViolations(page: Page, where: string, selector?: string): Promise<void> {
  // Evaluated, not added as a <script>: the web server's CSP refuses inline scripts it has no hash for.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (include) =>
      (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }
      ).axe.run(
        include ? { include: [include] } : document,
        // Passes and incomplete checks are not reported on: leaving them out saves most of the run time.
        { resultTypes: ["violations"] },
      ),
    selector ?? null,
  );
  const failing = results.violations.filter(
    (violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact),
  );
  if (failing.length > 0) throw new AccessibilityViolationsError(where, failing);
}
