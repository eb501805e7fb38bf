import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchUsername } from "./fetchUsername.ts";

const NAMED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const BROKEN = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const ODD = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.url === `/api/users/${NAMED}`) json(200, { address: NAMED, username: "Flipper" });
    else if (request.url === `/api/users/${BROKEN}`) json(500, { error: "Database down" });
    else if (request.url === `/api/users/${ODD}`) json(200, { username: 7 });
    else json(200, { username: "" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchUsername", () => {
  it("answers the API's username, '' for an account without one", async () => {
    expect(await fetchUsername(apiUrl, NAMED)).toEqual({ username: "Flipper", failed: false });
    expect(await fetchUsername(apiUrl, "0x0000000000000000000000000000000000000001")).toEqual({
      username: "",
      failed: false,
    });
  });

  it("answers '' flagged as failed when the API fails, answers another shape or is down, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unknown = { username: "", failed: true };
    expect(await fetchUsername(apiUrl, BROKEN)).toEqual(unknown);
    expect(await fetchUsername(apiUrl, ODD)).toEqual(unknown);
    expect(await fetchUsername("http://127.0.0.1:9", NAMED)).toEqual(unknown);
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});
