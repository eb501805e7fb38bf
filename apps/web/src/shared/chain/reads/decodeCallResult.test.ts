import { encodeAbiParameters, erc20Abi, parseAbi } from "viem";
import { describe, expect, it } from "vitest";
import { decodeCallResult } from "./decodeCallResult.ts";

const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const balanceOf = {
  address: token,
  abi: erc20Abi,
  functionName: "balanceOf",
  args: ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"],
} as const;
const getReserves = {
  address: token,
  abi: parseAbi(["function getReserves() view returns (uint112, uint112, uint32)"]),
  functionName: "getReserves",
} as const;

describe("decodeCallResult", () => {
  it("decodes a single return value", () => {
    expect(decodeCallResult(balanceOf, encodeAbiParameters([{ type: "uint256" }], [123n]))).toBe(123n);
  });

  it("decodes several return values into an array", () => {
    const data = encodeAbiParameters(
      [{ type: "uint112" }, { type: "uint112" }, { type: "uint32" }],
      [5n, 7n, 1_700_000_000],
    );
    expect(decodeCallResult(getReserves, data)).toEqual([5n, 7n, 1_700_000_000]);
  });

  it("gives null for a call that reverted", () => {
    expect(decodeCallResult(balanceOf, null)).toBeNull();
  });

  it("gives null when the return data does not decode", () => {
    // What a call to an address without code returns.
    expect(decodeCallResult(balanceOf, "0x")).toBeNull();
    // Too short for getReserves' three words.
    expect(decodeCallResult(getReserves, encodeAbiParameters([{ type: "uint256" }], [1n]))).toBeNull();
  });
});
