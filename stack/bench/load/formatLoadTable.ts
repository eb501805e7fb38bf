import type { LoadFigure } from "./LoadTarget.ts";

const HEADER = ["service", "what", "requests/s", "p99 (ms)", "requests", "errors"] as const;

/**
 * The figures as a plain-text table, one row each, grouped by service in the order the services were
 * first measured and in the order measured within one: each service's reference row, measured first,
 * sits right above the rows to read it against.
 */
export function formatLoadTable(figures: readonly LoadFigure[]): string {
  const services = [...new Set(figures.map((figure) => figure.service))];
  const grouped = services.flatMap((service) => figures.filter((figure) => figure.service === service));
  const rows = grouped.map((figure) => [
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
