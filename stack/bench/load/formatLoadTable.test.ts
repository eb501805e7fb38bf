import { describe, expect, it } from "vitest";
import { formatLoadTable } from "./formatLoadTable.ts";

describe("formatLoadTable", () => {
  it("lines up names on the left and figures on the right, rounding requests/second", () => {
    expect(
      formatLoadTable([
        {
          service: "API",
          what: "GET /health (reference)",
          reference: true,
          requestsPerSecond: 11234.6,
          p99Ms: 3,
          requests: 112346,
          errors: 0,
        },
        {
          service: "indexer",
          what: "info: overview snapshot",
          reference: false,
          requestsPerSecond: 41.2,
          p99Ms: 812,
          requests: 412,
          errors: 2,
          firstFault: "status 500: boom",
        },
      ]),
    ).toBe(
      [
        "service  what                     requests/s  p99 (ms)  requests  errors",
        "API      GET /health (reference)       11235         3    112346       0",
        "indexer  info: overview snapshot          41       812       412       2",
      ].join("\n"),
    );
  });

  it("groups the rows by service, keeping a write measured last under its service's reference", () => {
    const row = (service: string, what: string) => ({
      service,
      what,
      reference: false,
      requestsPerSecond: 1,
      p99Ms: 1,
      requests: 1,
      errors: 0,
    });
    const table = formatLoadTable([
      row("API", "GET /health (reference)"),
      row("web", "GET /"),
      row("API", "POST /api/msg"),
    ]);
    expect(
      table.split("\n").map((line) =>
        line
          .split(/\s{2,}/)
          .slice(0, 2)
          .join(" | "),
      ),
    ).toEqual(["service | what", "API | GET /health (reference)", "API | POST /api/msg", "web | GET /"]);
  });
});
