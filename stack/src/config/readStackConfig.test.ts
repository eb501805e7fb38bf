import { describe, expect, it } from "vitest";
import { readStackConfig } from "./readStackConfig.ts";

describe("readStackConfig", () => {
  it("defaults to the app on 3000 and the chain on 8545, on loopback", () => {
    expect(readStackConfig({})).toEqual({ host: "127.0.0.1", webPort: 3000, rpcPort: 8545 });
  });

  it("takes PORT, RPC_PORT and HOST from the environment", () => {
    expect(readStackConfig({ PORT: "4000", RPC_PORT: "9545", HOST: "0.0.0.0" })).toEqual({
      host: "0.0.0.0",
      webPort: 4000,
      rpcPort: 9545,
    });
  });

  it.each(["abc", "0", "70000", "80.5", "-1"])("rejects PORT=%s with a clear message", (port) => {
    expect(() => readStackConfig({ PORT: port })).toThrow(
      `PORT must be a port number from 1 to 65535, got '${port}'.`,
    );
  });

  it("rejects the same port for the app and the chain", () => {
    expect(() => readStackConfig({ PORT: "8545" })).toThrow("PORT and RPC_PORT must differ (both are 8545).");
  });
});
