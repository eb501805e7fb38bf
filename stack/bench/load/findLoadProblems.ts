import type { LoadFigure } from "./LoadTarget.ts";

/**
 * Why a bench:load run fails, one line each: every row with errors (with its first wrong answer),
 * and the accepted writes that were not found stored afterwards. Empty when the run passed.
 */
export function findLoadProblems(figures: readonly LoadFigure[], lostWrites: readonly string[]): string[] {
  const errors = figures
    .filter((figure) => figure.errors > 0)
    .map(
      (figure) =>
        `${figure.service} ${figure.what}: ${figure.errors} errors (first: ${figure.firstFault ?? "a connection error or timeout"})`,
    );
  if (lostWrites.length === 0) return errors;
  const shown = lostWrites.slice(0, 5).join(", ");
  const more = lostWrites.length > 5 ? `, and ${lostWrites.length - 5} more` : "";
  return [...errors, `${lostWrites.length} accepted writes were not stored: ${shown}${more}`];
}
