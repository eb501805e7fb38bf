import { describe, expect, it } from "vitest";
import { duplicateTicketIndexes } from "./duplicateTicketIndexes.ts";

describe("duplicateTicketIndexes", () => {
  it("flags every repeat after the first ticket with the number", () => {
    expect([...duplicateTicketIndexes([1_000_001, 1_000_002, 1_000_001, 1_000_001])]).toEqual([2, 3]);
  });

  it("flags nothing when the numbers differ", () => {
    expect(duplicateTicketIndexes([1_000_001, 1_000_002]).size).toBe(0);
  });
});
