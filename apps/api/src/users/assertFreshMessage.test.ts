import { describe, expect, it } from "vitest";
import { ApiError } from "../http/ApiError.ts";
import { assertFreshMessage } from "./assertFreshMessage.ts";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe("assertFreshMessage", () => {
  it("accepts a message from the last 10 minutes, or up to a minute ahead of the server", () => {
    for (const offset of [0, -1, -10 * 60_000, 60_000]) {
      expect(() => assertFreshMessage(at(offset), NOW)).not.toThrow();
    }
  });

  it("refuses an older message with 401", () => {
    const error = (() => {
      try {
        assertFreshMessage(at(-10 * 60_000 - 1), NOW);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: expect.stringMatching(/^The signed message expired/),
    });
  });

  it("refuses a message dated more than a minute ahead", () => {
    expect(() => assertFreshMessage(at(60_001), NOW)).toThrow("dated in the future");
  });
});
