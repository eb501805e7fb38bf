import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../shared/api/index.ts";
import { checkUsername } from "./checkUsername.ts";

let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.url === "/api/users/valid/Free") json(200, { username: "Free", valid: true });
    else if (request.url === "/api/users/valid/Taken") json(409, { error: "Username taken" });
    else if (request.url === "/api/users/valid/a%20b") json(400, { error: "No spaces" });
    else json(500, { error: "Database down" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("checkUsername", () => {
  it("says a free name is valid, and gives the API's reason for a taken or broken one", async () => {
    expect(await checkUsername(apiUrl, "Free")).toEqual({ valid: true });
    expect(await checkUsername(apiUrl, "Taken")).toEqual({ valid: false, reason: "Username taken" });
    expect(await checkUsername(apiUrl, "a b")).toEqual({ valid: false, reason: "No spaces" });
  });

  it("rejects when the API fails or is down, for 'Unable to verify username'", async () => {
    await expect(checkUsername(apiUrl, "Other")).rejects.toBeInstanceOf(ApiRequestError);
    await expect(checkUsername("http://127.0.0.1:9", "Free")).rejects.toMatchObject({ status: 0 });
  });
});
