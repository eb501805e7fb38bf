export type DeadlineInput =
  | { readonly status: "empty" }
  | { readonly status: "valid"; readonly seconds: number }
  | { readonly status: "invalid" };

const WHOLE_NUMBER = /^\d+$/;

/**
 * Reads the transaction deadline field: a positive whole number of minutes, kept in seconds
 * (spec 000 section 5). Empty text means the user has not typed a value.
 */
export function parseDeadlineInput(text: string): DeadlineInput {
  const trimmed = text.trim();
  if (trimmed === "") return { status: "empty" };
  if (!WHOLE_NUMBER.test(trimmed)) return { status: "invalid" };
  const seconds = Number(trimmed) * 60;
  return seconds > 0 && Number.isSafeInteger(seconds) ? { status: "valid", seconds } : { status: "invalid" };
}

/** The deadline field's placeholder: the kept deadline in minutes. */
export function formatDeadlineMinutes(seconds: number): string {
  return String(seconds / 60);
}
