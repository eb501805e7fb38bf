import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";

/** The hub's answers are JSON: these read one field each, or throw VotingHubAnswerError naming it. */
export function hubRecord(value: unknown, what: string): Readonly<Record<string, unknown>> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new VotingHubAnswerError(`The voting hub's ${what} is not an object`);
  return value as Record<string, unknown>;
}

export function hubList(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new VotingHubAnswerError(`The voting hub's ${what} is not a list`);
  return value;
}

export function hubString(value: unknown, what: string): string {
  if (typeof value !== "string") throw new VotingHubAnswerError(`The voting hub's ${what} is not text`);
  return value;
}

/** A finite number, also from a numeric string (block numbers come as text). */
export function hubNumber(value: unknown, what: string): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number))
    throw new VotingHubAnswerError(`The voting hub's ${what} is not a number`);
  return number;
}
