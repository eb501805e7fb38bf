import { custom, type EIP1193RequestFn } from "viem";
import { describe, expect, it } from "vitest";
import { isReservedBlock, withReservedBlockParents } from "./withReservedBlockParents.ts";

const ZERO_HASH = `0x${"0".repeat(64)}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

/** Blocks 0-3 as Hardhat's node reports them after `hardhat_mine` reserved blocks 2 and 3. */
const blocks = [
  { number: "0x0", hash: hash(100), parentHash: ZERO_HASH },
  { number: "0x1", hash: hash(101), parentHash: hash(100) },
  { number: "0x2", hash: hash(102), parentHash: ZERO_HASH },
  { number: "0x3", hash: hash(103), parentHash: ZERO_HASH },
];

describe("isReservedBlock", () => {
  it("recognises a block past genesis without a parent hash", () => {
    expect(isReservedBlock(blocks[2])).toBe(true);
  });

  it("leaves genesis, ordinary blocks and non-blocks alone", () => {
    expect(isReservedBlock(blocks[0])).toBe(false);
    expect(isReservedBlock(blocks[1])).toBe(false);
    expect(isReservedBlock(null)).toBe(false);
    expect(isReservedBlock("0x2")).toBe(false);
  });
});

describe("withReservedBlockParents", () => {
  const requests: string[] = [];
  const node = custom({
    request: (async ({ method, params = [] }: { method: string; params?: readonly unknown[] }) => {
      requests.push([method, ...params.slice(0, 1)].join(" "));
      if (method === "eth_getBlockByNumber") return blocks[Number(params[0])] ?? null;
      if (method === "eth_getBlockByHash") return blocks.find((block) => block.hash === params[0]) ?? null;
      return "0x7a69";
    }) as unknown as EIP1193RequestFn,
  });
  const { request } = withReservedBlockParents(node)({});

  it("gives a reserved block its predecessor's hash as parent, by number or by hash", async () => {
    expect(await request({ method: "eth_getBlockByNumber", params: ["0x3", false] })).toEqual({
      ...blocks[3],
      parentHash: hash(102),
    });
    expect(await request({ method: "eth_getBlockByHash", params: [hash(102), false] })).toEqual({
      ...blocks[2],
      parentHash: hash(101),
    });
  });

  it("passes every other answer through untouched, with no extra request", async () => {
    requests.length = 0;
    expect(await request({ method: "eth_getBlockByNumber", params: ["0x1", true] })).toEqual(blocks[1]);
    expect(await request({ method: "eth_chainId" })).toBe("0x7a69");
    expect(requests).toEqual(["eth_getBlockByNumber 0x1", "eth_chainId"]);
  });
});
