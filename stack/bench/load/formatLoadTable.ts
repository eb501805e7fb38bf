import type { LoadFigure } from "./LoadTarget.ts";

const HEADER = ["service", "what", "requests/s", "p99 (ms)", "requests", "errors"] as const;

/**
 * The figures as a plain-text table, one row each in the order measured; each service's reference
 * row sits right before the rows to read it against.
 */
export function formatLoadTable(figures: readonly LoadFigure[]): string {
  const rows = figures.map((figure) => [
    figure.service,
    figure.what,
    figure.requestsPerSecond.toFixed(0),
    String(figure.p99Ms),
    String(figure.requests),
    String(figure.errors),
  ]);
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(HEADER), ...rows.map(line)].join("\n");
}
