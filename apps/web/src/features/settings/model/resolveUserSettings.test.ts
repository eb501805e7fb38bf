import { describe, expect, it } from "vitest";
import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import { resolveUserSettings } from "./resolveUserSettings.ts";
import { DEFAULT_STORED_USER_SETTINGS } from "./storedUserSettings.ts";

describe("resolveUserSettings", () => {
  it("gives the defaults of spec 000 section 9 with the standard gas price", () => {
    expect(resolveUserSettings(DEFAULT_STORED_USER_SETTINGS, LOCAL_CHAIN_ID)).toEqual({
      slippageBps: 50,
      deadlineSeconds: 1200,
      expertMode: false,
      singleHopOnly: false,
      audioOn: true,
      transactionSpeed: "standard",
      gasPriceWei: 5_000_000_000n,
    });
  });

  it("derives the gas price from the speed and the chain", () => {
    const instant = { ...DEFAULT_STORED_USER_SETTINGS, transactionSpeed: "instant" } as const;
    expect(resolveUserSettings(instant, 56).gasPriceWei).toBe(7_000_000_000n);
    expect(resolveUserSettings(instant, 97).gasPriceWei).toBe(10_000_000_000n);
  });

  it("does not expose the remembered expert mode acknowledgement", () => {
    expect(resolveUserSettings(DEFAULT_STORED_USER_SETTINGS, 56)).not.toHaveProperty(
      "expertModeAcknowledged",
    );
  });
});
