import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "./ApiRequestError.ts";
import { requestApi } from "./requestApi.ts";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      if (request.url === "/echo") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ method: request.method, body: text ? JSON.parse(text) : null }));
      } else if (request.url === "/taken") {
        response.writeHead(409, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: "Username taken" }));
      } else if (request.url === "/hub") {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: "client_error", error_description: "wrong timestamp" }));
      } else {
        response.writeHead(502, { "content-type": "text/html" });
        response.end("<html>bad gateway</html>");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("requestApi", () => {
  it("sends JSON and answers the JSON body", async () => {
    expect(await requestApi(`${base}/echo`, { method: "POST", body: { name: "Flipper" } })).toEqual({
      method: "POST",
      body: { name: "Flipper" },
    });
  });

  it("rejects with the API's own message and status", async () => {
    const failure = await requestApi(`${base}/taken`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 409, message: "Username taken" });
  });

  it("prefers the description of a Snapshot-style error", async () => {
    await expect(requestApi(`${base}/hub`, { method: "POST", body: {} })).rejects.toMatchObject({
      status: 400,
      message: "wrong timestamp",
    });
  });

  it("rejects an answer that is not JSON, and an API that is down (status 0)", async () => {
    await expect(requestApi(`${base}/other`)).rejects.toMatchObject({ status: 502 });
    await expect(requestApi("http://127.0.0.1:9/none")).rejects.toMatchObject({ status: 0 });
  });
});
