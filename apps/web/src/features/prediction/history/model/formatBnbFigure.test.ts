import { describe, expect, it } from "vitest";
import { formatBnbFigure } from "./formatBnbFigure.ts";

const wei = (bnb: string) => BigInt(Math.round(Number(bnb) * 1e6)) * 10n ** 12n;

describe("formatBnbFigure", () => {
  it("shows 4 decimals in the locale's separators, rounded toward zero", () => {
    expect(formatBnbFigure(wei("1234.56789"), "en-US")).toBe("1,234.5678");
    expect(formatBnbFigure(wei("0.2"), "de-DE")).toBe("0,2000");
  });

  it("signs results when asked: gains with +, losses with a minus sign, nothing for zero", () => {
    expect(formatBnbFigure(wei("0.13955"), "en-US", { signed: true })).toBe("+0.1395");
    expect(formatBnbFigure(-wei("0.2"), "en-US", { signed: true })).toBe("−0.2000");
    expect(formatBnbFigure(0n, "en-US", { signed: true })).toBe("0.0000");
    expect(formatBnbFigure(-wei("0.0045"), "en-US")).toBe("−0.0045");
  });
});
