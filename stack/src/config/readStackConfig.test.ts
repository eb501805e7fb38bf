import { describe, expect, it } from "vitest";
import { readStackConfig } from "./readStackConfig.ts";

describe("readStackConfig", () => {
  it("defaults to the app on 3000, the chain on 8545, the indexer on 42069 and the API on 4000, on loopback", () => {
    expect(readStackConfig({})).toEqual({
      host: "127.0.0.1",
      webPort: 3000,
      rpcPort: 8545,
      indexerPort: 42069,
      apiPort: 4000,
    });
  });

  it("takes PORT, RPC_PORT, INDEXER_PORT, API_PORT and HOST from the environment", () => {
    expect(
      readStackConfig({
        PORT: "4000",
        RPC_PORT: "9545",
        INDEXER_PORT: "4350",
        API_PORT: "4100",
        HOST: "0.0.0.0",
      }),
    ).toEqual({
      host: "0.0.0.0",
      webPort: 4000,
      rpcPort: 9545,
      indexerPort: 4350,
      apiPort: 4100,
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

  it("rejects the indexer on the app's or the chain's port", () => {
    expect(() => readStackConfig({ INDEXER_PORT: "3000" })).toThrow(
      "PORT and INDEXER_PORT must differ (both are 3000).",
    );
    expect(() => readStackConfig({ RPC_PORT: "42069" })).toThrow(
      "RPC_PORT and INDEXER_PORT must differ (both are 42069).",
    );
  });

  it("rejects the API on another service's port, and an API_PORT that is not a port number", () => {
    expect(() => readStackConfig({ API_PORT: "42069" })).toThrow(
      "INDEXER_PORT and API_PORT must differ (both are 42069).",
    );
    expect(() => readStackConfig({ API_PORT: "api" })).toThrow(
      "API_PORT must be a port number from 1 to 65535, got 'api'.",
    );
  });

  it("rejects an INDEXER_PORT that is not a port number", () => {
    expect(() => readStackConfig({ INDEXER_PORT: "graphql" })).toThrow(
      "INDEXER_PORT must be a port number from 1 to 65535, got 'graphql'.",
    );
  });

  it("takes a Postgres DATABASE_URL, and PGlite (none) when it is unset or blank", () => {
    expect(readStackConfig({}).databaseUrl).toBeUndefined();
    expect(readStackConfig({ DATABASE_URL: " " }).databaseUrl).toBeUndefined();
    for (const url of ["postgres://griddle@127.0.0.1:5432/postgres", "postgresql://db.example/griddle"]) {
      expect(readStackConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it.each(["mysql://127.0.0.1/griddle", "127.0.0.1:5432", "postgres"])(
    "rejects DATABASE_URL=%s with a clear message",
    (url) => {
      expect(() => readStackConfig({ DATABASE_URL: url })).toThrow(
        "DATABASE_URL must be a Postgres URL such as postgres://user@127.0.0.1:5432/postgres, or unset for PGlite.",
      );
    },
  );

  it("leaves the prediction game's round lengths alone unless asked", () => {
    expect(readStackConfig({}).prediction).toBeUndefined();
    expect(
      readStackConfig({ PREDICTION_INTERVAL_BLOCKS: " ", PREDICTION_BUFFER_BLOCKS: "" }).prediction,
    ).toBeUndefined();
  });

  it("takes PREDICTION_INTERVAL_BLOCKS and PREDICTION_BUFFER_BLOCKS, each defaulting to 100 and 20", () => {
    expect(
      readStackConfig({ PREDICTION_INTERVAL_BLOCKS: "20", PREDICTION_BUFFER_BLOCKS: "5" }).prediction,
    ).toEqual({
      intervalBlocks: 20,
      bufferBlocks: 5,
    });
    expect(readStackConfig({ PREDICTION_INTERVAL_BLOCKS: "200" }).prediction).toEqual({
      intervalBlocks: 200,
      bufferBlocks: 20,
    });
    expect(readStackConfig({ PREDICTION_BUFFER_BLOCKS: "10" }).prediction).toEqual({
      intervalBlocks: 100,
      bufferBlocks: 10,
    });
  });

  it.each(["9", "28801", "20.5", "fast"])(
    "rejects PREDICTION_INTERVAL_BLOCKS=%s with a clear message",
    (value) => {
      expect(() => readStackConfig({ PREDICTION_INTERVAL_BLOCKS: value })).toThrow(
        `PREDICTION_INTERVAL_BLOCKS must be a whole number of blocks from 10 to 28800, got '${value}'.`,
      );
    },
  );

  it("rejects a buffer that is not a positive number of blocks", () => {
    expect(() => readStackConfig({ PREDICTION_BUFFER_BLOCKS: "0" })).toThrow(
      "PREDICTION_BUFFER_BLOCKS must be a whole number of blocks from 1 to 28799, got '0'.",
    );
  });

  it("rejects a buffer as long as the interval, as the contract would, naming the default when it is one", () => {
    expect(() =>
      readStackConfig({ PREDICTION_INTERVAL_BLOCKS: "20", PREDICTION_BUFFER_BLOCKS: "20" }),
    ).toThrow("PREDICTION_BUFFER_BLOCKS (20) must be below PREDICTION_INTERVAL_BLOCKS (20).");
    expect(() => readStackConfig({ PREDICTION_INTERVAL_BLOCKS: "15" })).toThrow(
      "PREDICTION_BUFFER_BLOCKS (default 20) must be below PREDICTION_INTERVAL_BLOCKS (15): set it too.",
    );
  });
});
