import { describe, expect, it } from "vitest";
import { apiUrl } from "./apiUrl.ts";

describe("apiUrl", () => {
  it("is the host and port, on loopback for a server on every interface", () => {
    expect(apiUrl("127.0.0.1", 4000)).toBe("http://127.0.0.1:4000");
    expect(apiUrl("0.0.0.0", 4100)).toBe("http://127.0.0.1:4100");
  });
});
