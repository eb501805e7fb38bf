import { describe, expect, it } from "vitest";
import { parseCallKey, toCallKey } from "./callKey.ts";
import { InvalidCallError } from "./InvalidCallError.ts";

const address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const callData = "0x70a08231000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266";

function refusal(run: () => unknown): InvalidCallError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidCallError) return error;
    throw error;
  }
  throw new Error("expected an InvalidCallError");
}

describe("toCallKey", () => {
  it("joins the address and call data with a dash", () => {
    expect(toCallKey({ address, callData })).toBe(`${address.toLowerCase()}-${callData}`);
  });

  it("gives checksummed and lowercase spellings of one address the same key", () => {
    expect(toCallKey({ address, callData })).toBe(
      toCallKey({ address: address.toLowerCase() as `0x${string}`, callData }),
    );
  });

  it("refuses an address that is not 0x and 40 hex digits with 'Invalid address'", () => {
    for (const bad of ["0x1234", `${address}00`, address.slice(2), `0x${"g".repeat(40)}`]) {
      const error = refusal(() => toCallKey({ address: bad as `0x${string}`, callData }));
      expect(error.message).toBe("Invalid address");
      expect(error.value).toBe(bad);
    }
  });

  it("refuses call data that is not lowercase hex with 'Invalid hex'", () => {
    for (const bad of ["0x70A08231", "70a08231", "0xzz"]) {
      const error = refusal(() => toCallKey({ address, callData: bad as `0x${string}` }));
      expect(error.message).toBe("Invalid hex");
      expect(error.value).toBe(bad);
    }
  });

  it("accepts empty call data", () => {
    expect(toCallKey({ address, callData: "0x" })).toBe(`${address.toLowerCase()}-0x`);
  });
});

describe("parseCallKey", () => {
  it("returns the call a key was made from", () => {
    expect(parseCallKey(toCallKey({ address, callData }))).toEqual({
      address: address.toLowerCase(),
      callData,
    });
  });

  it("requires exactly two parts", () => {
    for (const bad of [address, `${address}-${callData}-0x`, ""]) {
      const error = refusal(() => parseCallKey(bad));
      expect(error.reason).toBe("Invalid call key");
      expect(error.value).toBe(bad);
    }
  });

  it("validates both parts", () => {
    expect(refusal(() => parseCallKey(`0x12-${callData}`)).message).toBe("Invalid address");
    expect(refusal(() => parseCallKey(`${address}-0xABCD`)).message).toBe("Invalid hex");
  });
});
