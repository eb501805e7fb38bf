import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "../../../shared/indexer/index.ts";
import { addressAt, bigintAt, itemsAt, numberAt, stringAt } from "./readIndexerFields.ts";

describe("readIndexerFields", () => {
  const record = {
    n: 1.5,
    s: "x",
    b: "123456789012345678901234567890",
    a: "0xAbCdEf0000000000000000000000000000000001",
  };

  it("reads numbers, text, exact integers and lower-cased addresses", () => {
    expect(numberAt(record, "n")).toBe(1.5);
    expect(stringAt(record, "s")).toBe("x");
    expect(bigintAt(record, "b")).toBe(123456789012345678901234567890n);
    expect(addressAt(record, "a")).toBe("0xabcdef0000000000000000000000000000000001");
    expect(itemsAt({ items: [{ id: 1 }] }, "rows")).toEqual([{ id: 1 }]);
  });

  it("names the field that has another shape", () => {
    expect(() => numberAt(record, "s")).toThrow(new IndexerRequestError("The indexer's s is not a number"));
    expect(() => bigintAt(record, "n")).toThrow(IndexerRequestError);
    expect(() => bigintAt({ b: "1.5" }, "b")).toThrow(
      new IndexerRequestError("The indexer's b is not an integer"),
    );
    expect(() => addressAt(record, "s")).toThrow(
      new IndexerRequestError("The indexer's s is not an address"),
    );
    expect(() => itemsAt({}, "rows")).toThrow(
      new IndexerRequestError("The indexer's answer lacks rows.items"),
    );
  });
});
