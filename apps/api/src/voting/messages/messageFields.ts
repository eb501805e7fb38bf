import { HubMessageError } from "./HubMessageError.ts";

// Readers for the fields of a signed message: each checks the JavaScript type EIP-712 hashing
// expects and the size Snapshot allows, and names the field when it refuses.

export type MessageRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Refuses fields the signed type does not have: they would be stored but not signed. */
export function assertOnlyFields(message: MessageRecord, fields: readonly { name: string }[]): void {
  const known = new Set(fields.map(({ name }) => name));
  const unknown = Object.keys(message).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new HubMessageError(`unknown field in the message: ${unknown.join(", ")}`);
}

export function readString(message: MessageRecord, field: string, maxLength: number): string {
  const value = message[field];
  if (typeof value !== "string") throw new HubMessageError(`${field} must be a string`);
  if (value.length > maxLength) {
    throw new HubMessageError(`${field} is too long: at most ${maxLength.toLocaleString("en")} characters`);
  }
  return value;
}

export function readNonBlankString(message: MessageRecord, field: string, maxLength: number): string {
  const value = readString(message, field, maxLength);
  if (value.trim() === "") throw new HubMessageError(`${field} must not be empty`);
  return value;
}

/** A uint64 or uint32 as JSON carries it: a whole number, no larger than JavaScript counts exactly. */
export function readUint(message: MessageRecord, field: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = message[field];
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new HubMessageError(`${field} must be a whole number from 0 to ${max}`);
  }
  return value;
}

export function readStringArray(message: MessageRecord, field: string): string[] {
  const value = message[field];
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new HubMessageError(`${field} must be a list of strings`);
  }
  return value as string[];
}
