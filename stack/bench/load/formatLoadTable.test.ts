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
});
