import { describe, expect, it } from "vitest";
import { setTicketDigit } from "./setTicketDigit.ts";

describe("setTicketDigit", () => {
  it("replaces one shown digit and keeps the others", () => {
    expect(setTicketDigit(1_234_567, 0, 0)).toBe(1_234_560);
    expect(setTicketDigit(1_234_567, 5, 9)).toBe(1_934_567);
  });
});
