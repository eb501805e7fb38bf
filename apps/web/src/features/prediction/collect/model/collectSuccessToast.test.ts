import { describe, expect, it } from "vitest";
import { collectSuccessToast } from "./collectSuccessToast.ts";

describe("collectSuccessToast", () => {
  it("says what arrived in the wallet", () => {
    expect(collectSuccessToast("0.3395")).toEqual({
      title: { key: "Collected!" },
      description: { key: "%amount% BNB has been sent to your wallet.", data: { amount: "0.3395" } },
    });
  });
});
