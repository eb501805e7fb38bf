import {
  HttpRequestError,
  InternalRpcError,
  LimitExceededRpcError,
  SocketClosedError,
  TimeoutError,
} from "viem";
import { describe, expect, it } from "vitest";
import { isNodeUnreachableError } from "./isNodeUnreachableError.ts";

const url = "http://127.0.0.1:8545";

describe("isNodeUnreachableError", () => {
  it.each([
    ["a refused connection", new HttpRequestError({ url, cause: new TypeError("Failed to fetch") })],
    ["a gateway with no node behind it", new HttpRequestError({ url, status: 502 })],
    ["a timeout", new TimeoutError({ body: {}, url })],
    ["a closed socket", new SocketClosedError({ url })],
    ["any of them wrapped", new Error("Could not update", { cause: new HttpRequestError({ url }) })],
  ])("is true for %s", (_, error) => {
    expect(isNodeUnreachableError(error)).toBe(true);
  });

  it.each([
    ["a rate limit", new HttpRequestError({ url, status: 429 })],
    ["an error the node answered with", new InternalRpcError(new Error("boom"))],
    ["a limit the node enforces", new LimitExceededRpcError(new Error("too many"))],
    ["anything else", new TypeError("x is undefined")],
  ])("is false for %s, which the node answered", (_, error) => {
    expect(isNodeUnreachableError(error)).toBe(false);
  });
});
