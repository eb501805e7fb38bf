import { describe, expect, it } from "vitest";
import {
  readAddress,
  readArray,
  readBlockNumber,
  readBoolean,
  readFields,
  readHex,
  readInteger,
  readOneOf,
  readRecord,
  readString,
  readUrl,
} from "./fieldReaders.ts";
import { InvalidDeploymentManifestError } from "./InvalidDeploymentManifestError.ts";

const address = `0x${"12".repeat(20)}`;

describe("field readers", () => {
  it("return valid values as they are", () => {
    const record = { a: 1 };
    expect(readRecord(record, "x")).toBe(record);
    expect(readAddress(address, "x")).toBe(address);
    expect(readAddress(address.toUpperCase().replace("0X", "0x"), "x")).toBe(
      address.toUpperCase().replace("0X", "0x"),
    );
    expect(readHex(`0x${"ab".repeat(32)}`, "x", { bytes: 32 })).toBe(`0x${"ab".repeat(32)}`);
    expect(readInteger(-3, "x")).toBe(-3);
    expect(readInteger(255, "x", { min: 0, max: 255 })).toBe(255);
    expect(readBlockNumber(0, "x")).toBe(0);
    expect(readBoolean(false, "x")).toBe(false);
    expect(readString("", "x")).toBe("");
    expect(readOneOf("Core", "x", ["Core", "Auto"])).toBe("Core");
    expect(readUrl("http://127.0.0.1:8545", "x")).toBe("http://127.0.0.1:8545");
    expect(readArray([address], "x", readAddress)).toEqual([address]);
  });

  it("read an object's fields each with its reader and path, in the readers' order, and no others", () => {
    const paths: string[] = [];
    const fields = readFields({ b: "x", a: address, extra: 1 }, "parent", {
      a: readAddress,
      b: (value, path) => {
        paths.push(path);
        return readString(value, path);
      },
    });
    expect(fields).toStrictEqual({ a: address, b: "x" });
    expect(Object.keys(fields)).toEqual(["a", "b"]);
    expect(paths).toEqual(["parent.b"]);
    expect(() => readFields({ a: "0x1" }, "parent", { a: readAddress })).toThrow(
      "parent.a is not an address",
    );
    expect(() => readFields(null, "notices", {}, { problem: "is missing" })).toThrow("notices is missing");
  });

  it("hands each array item its path and index", () => {
    const seen: string[] = [];
    readArray(["a", "b"], "list", (item, path, index) => seen.push(`${path}=${String(item)}@${index}`));
    expect(seen).toEqual(["list[0]=a@0", "list[1]=b@1"]);
  });

  it.each([
    ["a record", () => readRecord([], "staking"), "staking is not an object"],
    [
      "a record, worded",
      () => readRecord(undefined, "notices", { problem: "is missing" }),
      "notices is missing",
    ],
    ["an address", () => readAddress("0x12", "contracts.router"), "contracts.router is not an address"],
    ["a number as address", () => readAddress(7, "token"), "token is not an address"],
    ["hex of a length", () => readHex("0xab", "hash", { bytes: 32 }), "hash is not 32 bytes of hex"],
    ["hex, not text", () => readHex("0xzz", "hash", { bytes: 1, problem: "is bad" }), "hash is bad"],
    ["an integer", () => readInteger(1.5, "n"), "n is not an integer"],
    ["an unsafe integer", () => readInteger(2 ** 60, "n"), "n is not an integer"],
    [
      "an integer in range",
      () => readInteger(256, "d", { max: 255, problem: "is out of range" }),
      "d is out of range",
    ],
    ["a block number", () => readBlockNumber(-1, "startBlock"), "startBlock is not a block number"],
    ["a boolean", () => readBoolean("yes", "flag"), "flag is not a boolean"],
    ["a string", () => readString(1, "name"), "name is not a string"],
    [
      "a valid string",
      () => readString("", "symbol", { isValid: (text) => text !== "", problem: "is empty" }),
      "symbol is empty",
    ],
    [
      "a choice",
      () => readOneOf("Partner", "category", ["Core", "Auto"]),
      "category is not one of Core, Auto",
    ],
    ["a URL", () => readUrl("localhost", "rpcUrl"), "rpcUrl is not a URL"],
    ["an array", () => readArray({}, "pairs", readAddress), "pairs is missing"],
    ["a non-empty array", () => readArray([], "tokens", readAddress, { nonEmpty: true }), "tokens is empty"],
    ["each item", () => readArray([address, "0x1"], "blocked", readAddress), "blocked[1] is not an address"],
  ])("reject what is not %s, naming the path", (_case, read, message) => {
    expect(read).toThrow(InvalidDeploymentManifestError);
    expect(read).toThrow(`Invalid deployment manifest: ${message}`);
  });
});
