import type { Address } from "viem";
import { IndexerRequestError } from "../../../shared/indexer/index.ts";

/** Field readers for the indexer's answers: each throws IndexerRequestError naming the field on data of another shape. */
export type IndexerRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is IndexerRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function recordAt(value: unknown, field: string): IndexerRecord {
  if (!isRecord(value)) throw new IndexerRequestError(`The indexer's ${field} is not an object`);
  return value;
}

export function itemsAt(value: unknown, field: string): readonly IndexerRecord[] {
  const page = recordAt(value, field);
  if (!Array.isArray(page.items)) throw new IndexerRequestError(`The indexer's answer lacks ${field}.items`);
  return page.items.map((item, index) => recordAt(item, `${field}.items[${index}]`));
}

export function numberAt(record: IndexerRecord, field: string): number {
  const value = record[field];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new IndexerRequestError(`The indexer's ${field} is not a number`);
  }
  return value;
}

export function stringAt(record: IndexerRecord, field: string): string {
  const value = record[field];
  if (typeof value !== "string") throw new IndexerRequestError(`The indexer's ${field} is not text`);
  return value;
}

export function bigintAt(record: IndexerRecord, field: string): bigint {
  const text = stringAt(record, field);
  if (!/^-?\d+$/.test(text)) throw new IndexerRequestError(`The indexer's ${field} is not an integer`);
  return BigInt(text);
}

export function addressAt(record: IndexerRecord, field: string): Address {
  const text = stringAt(record, field);
  if (!/^0x[0-9a-fA-F]{40}$/.test(text))
    throw new IndexerRequestError(`The indexer's ${field} is not an address`);
  return text.toLowerCase() as Address;
}
