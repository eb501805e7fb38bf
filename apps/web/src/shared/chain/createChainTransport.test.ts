import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type Client } from "viem";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isNodeUnreachableError } from "./connectivity/isNodeUnreachableError.ts";
import { createChainTransport } from "./createChainTransport.ts";

/**
 * A JSON-RPC endpoint on a real local port, as one of the three public nodes of 56 or 97: it answers
 * eth_blockNumber with its own number, so a test sees which endpoint answered, and can be taken down
 * (the port then refuses connections) and brought back on the same port.
 */
class Endpoint {
  hits = 0;
  private server: Server | undefined;
  private port = 0;
  private readonly blockNumber: number;

  constructor(blockNumber: number) {
    this.blockNumber = blockNumber;
  }

  get isUp(): boolean {
    return this.server !== undefined;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        this.hits += 1;
        const { id } = JSON.parse(body) as { id: number };
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ jsonrpc: "2.0", id, result: `0x${this.blockNumber.toString(16)}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    // Kept-alive connections too: a node that goes away takes its open connections with it.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const endpoints = [new Endpoint(101), new Endpoint(102), new Endpoint(103)] as const;
const [first, second, third] = endpoints;
let client: Client;

async function answeringBlock(): Promise<number> {
  return Number(await client.request({ method: "eth_blockNumber" }));
}

describe("createChainTransport with three endpoints (56 and 97)", () => {
  beforeAll(async () => {
    for (const endpoint of endpoints) await endpoint.up();
    client = createClient({ transport: createChainTransport(endpoints.map((endpoint) => endpoint.url)) });
  });

  beforeEach(async () => {
    for (const endpoint of endpoints) {
      endpoint.hits = 0;
      if (!endpoint.isUp) await endpoint.up();
    }
  });

  afterAll(async () => {
    for (const endpoint of endpoints) await endpoint.down();
  });

  it("asks the first endpoint while it answers", async () => {
    expect(await answeringBlock()).toBe(101);
    expect(await answeringBlock()).toBe(101);
    expect([first.hits, second.hits, third.hits]).toEqual([2, 0, 0]);
  });

  it("fails over to the second when the first is down, and to the third when both are", async () => {
    await first.down();
    expect(await answeringBlock()).toBe(102);
    await second.down();
    expect(await answeringBlock()).toBe(103);
    expect(third.hits).toBe(1);
  });

  it("goes back to the first endpoint as soon as it answers again", async () => {
    await first.down();
    await second.down();
    expect(await answeringBlock()).toBe(103);
    await first.up();
    expect(await answeringBlock()).toBe(101);
    await second.up();
    expect(await answeringBlock()).toBe(101);
    expect([first.hits, second.hits, third.hits]).toEqual([2, 0, 1]);
  });

  it("fails as unreachable when all three are down, and answers again when one is back", async () => {
    for (const endpoint of endpoints) await endpoint.down();
    const failure: unknown = await answeringBlock().catch((error: unknown) => error);
    expect(isNodeUnreachableError(failure)).toBe(true);
    await third.up();
    expect(await answeringBlock()).toBe(103);
  });
});
