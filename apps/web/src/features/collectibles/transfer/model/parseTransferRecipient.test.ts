import { describe, expect, it } from "vitest";
import { parseTransferRecipient } from "./parseTransferRecipient.ts";

const SENDER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("parseTransferRecipient", () => {
  it("takes a well-formed address, checksummed, spaces ignored", () => {
    expect(parseTransferRecipient(`  ${OTHER.toLowerCase()} `, SENDER)).toEqual({ ok: true, address: OTHER });
  });

  it("refuses text that is not an address, a wrong checksum and the zero address", () => {
    for (const input of [
      "",
      "0x123",
      "hello",
      OTHER.replace("C51", "c51"),
      "0x0000000000000000000000000000000000000000",
    ])
      expect(parseTransferRecipient(input, SENDER)).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses the sender's own address", () => {
    expect(parseTransferRecipient(SENDER.toLowerCase(), SENDER)).toEqual({ ok: false, problem: "self" });
  });
});
