import { isAddress, isHex, type Address, type Hex } from "viem";
import { InvalidDeploymentManifestError } from "./InvalidDeploymentManifestError.ts";

// The manifest's section parsers read every field through these, so that a stale or hand-edited file
// fails naming the field's path ('staking.pools[1].endBlock') rather than deep inside a read.

function fail(path: string, problem: string): never {
  throw new InvalidDeploymentManifestError(`${path} ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON object; `problem` words the error, e.g. 'is missing' for a required section. */
export function readRecord(
  value: unknown,
  path: string,
  { problem = "is not an object" }: { readonly problem?: string } = {},
): Record<string, unknown> {
  return isRecord(value) ? value : fail(path, problem);
}

/** Reads each field of a JSON object with its reader, in the readers' order: an object's shape in one place. */
export function readFields<T>(
  value: unknown,
  path: string,
  readers: { readonly [K in keyof T]: (field: unknown, fieldPath: string) => T[K] },
  options: { readonly problem?: string } = {},
): T {
  const record = readRecord(value, path, options);
  // Filled key by key below, each with its reader's type.
  const fields = {} as T;
  for (const key in readers) fields[key] = readers[key](record[key], `${path}.${key}`);
  return fields;
}

/** A 20-byte hex address, checksummed or not. */
export function readAddress(value: unknown, path: string): Address {
  return typeof value === "string" && isAddress(value, { strict: false })
    ? value
    : fail(path, "is not an address");
}

/** Hex of exactly `bytes` bytes, such as a hash. */
export function readHex(
  value: unknown,
  path: string,
  { bytes, problem = `is not ${bytes} bytes of hex` }: { readonly bytes: number; readonly problem?: string },
): Hex {
  return typeof value === "string" && isHex(value) && value.length === 2 + 2 * bytes
    ? value
    : fail(path, problem);
}

/** A safe integer within [min, max]; `problem` says what the field must be ('is not a pid above ...'). */
export function readInteger(
  value: unknown,
  path: string,
  {
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
    problem = "is not an integer",
  }: { readonly min?: number; readonly max?: number; readonly problem?: string } = {},
): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max
    ? value
    : fail(path, problem);
}

/** A block number: a whole number from 0. */
export function readBlockNumber(value: unknown, path: string): number {
  return readInteger(value, path, { min: 0, problem: "is not a block number" });
}

export function readBoolean(value: unknown, path: string): boolean {
  return typeof value === "boolean" ? value : fail(path, "is not a boolean");
}

/** A string that passes `isValid` (any string if absent). */
export function readString(
  value: unknown,
  path: string,
  {
    isValid = () => true,
    problem = "is not a string",
  }: { readonly isValid?: (text: string) => boolean; readonly problem?: string } = {},
): string {
  return typeof value === "string" && isValid(value) ? value : fail(path, problem);
}

/** One of `choices`, such as a category. */
export function readOneOf<T extends string>(
  value: unknown,
  path: string,
  choices: readonly T[],
  { problem = `is not one of ${choices.join(", ")}` }: { readonly problem?: string } = {},
): T {
  const choice = choices.find((candidate) => candidate === value);
  return choice ?? fail(path, problem);
}

/** An absolute URL, such as an endpoint the browser reaches. */
export function readUrl(value: unknown, path: string): string {
  return readString(value, path, { isValid: (text) => URL.canParse(text), problem: "is not a URL" });
}

/** A JSON array whose items `readItem` reads, each with its own path ('tokens[0]'). */
export function readArray<T>(
  value: unknown,
  path: string,
  readItem: (item: unknown, itemPath: string, index: number) => T,
  { nonEmpty = false }: { readonly nonEmpty?: boolean } = {},
): T[] {
  if (!Array.isArray(value)) fail(path, "is missing");
  if (nonEmpty && value.length === 0) fail(path, "is empty");
  return value.map((item: unknown, index) => readItem(item, `${path}[${index}]`, index));
}
