import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busdInfo, tokenListFixture } from "../model/tokenListFixtures.ts";
import { fetchTokenList, type FetchTokenListParameters } from "./fetchTokenList.ts";

// A real local list host: each path answers one way.
const answers: Record<string, { status: number; body: string }> = {
  "/good.json": { status: 200, body: JSON.stringify(tokenListFixture()) },
  "/missing.json": { status: 404, body: "not found" },
  "/html.json": { status: 200, body: "<html>oops</html>" },
  "/duplicates.json": {
    status: 200,
    body: JSON.stringify(tokenListFixture({ tokens: [busdInfo, busdInfo] })),
  },
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ""] ?? { status: 404, body: "" };
    response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function parameters(
  listUrl: string,
  overrides: Partial<FetchTokenListParameters> = {},
): FetchTokenListParameters {
  return {
    listUrl,
    origin,
    allowLocalHttp: true,
    builtInLists: {},
    resolveEnsContenthash: undefined,
    ...overrides,
  };
}

describe("fetchTokenList", () => {
  it("downloads and validates a list, by URL or by same-origin path", async () => {
    await expect(fetchTokenList(parameters(`${origin}/good.json`))).resolves.toEqual(tokenListFixture());
    await expect(fetchTokenList(parameters("/good.json"))).resolves.toEqual(tokenListFixture());
  });

  it("answers a built-in list without a request", async () => {
    const list = tokenListFixture({ name: "Built In" });
    await expect(
      fetchTokenList(parameters("griddle-local", { builtInLists: { "griddle-local": list } })),
    ).resolves.toBe(list);
  });

  it("fails with 'Failed to download list {url}' on an error status or a body that is not JSON", async () => {
    const missing = `${origin}/missing.json`;
    await expect(fetchTokenList(parameters(missing))).rejects.toMatchObject({
      message: `Failed to download list ${missing}`,
      text: { key: "Failed to download list %url%", data: { url: missing } },
    });
    await expect(fetchTokenList(parameters(`${origin}/html.json`))).rejects.toThrow(
      "Failed to download list",
    );
  });

  it("fails validation for duplicate tokens", async () => {
    await expect(fetchTokenList(parameters(`${origin}/duplicates.json`))).rejects.toMatchObject({
      message: "Token list failed validation: Duplicate tokens.",
      text: { key: "Token list failed validation: Duplicate tokens." },
    });
  });

  it("refuses an unknown protocol", async () => {
    await expect(fetchTokenList(parameters("ftp://tokens.example/list.json"))).rejects.toThrow(
      "Unrecognized list URL protocol.",
    );
  });

  it("explains an ENS name it cannot resolve", async () => {
    await expect(fetchTokenList(parameters("tokens.pancakeswap.eth"))).rejects.toThrow(
      "Failed to resolve ENS name: ENS names resolve only on BNB Smart Chain mainnet",
    );
    const failing = () => Promise.reject(new Error("no resolver"));
    await expect(
      fetchTokenList(parameters("tokens.pancakeswap.eth", { resolveEnsContenthash: failing })),
    ).rejects.toThrow("Failed to resolve ENS name: no resolver");
    const garbage = () => Promise.resolve("0x1234");
    await expect(
      fetchTokenList(parameters("tokens.pancakeswap.eth", { resolveEnsContenthash: garbage })),
    ).rejects.toThrow("Failed to translate contenthash to URI");
  });
});
