/** Spec 001 section 5: a profile name is 3 to 15 characters. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 15;

/** Why a name cannot be a username; the app and the API each word it for their readers. */
export type UsernameProblem = "tooShort" | "tooLong" | "notLettersAndNumbers";

/**
 * ASCII letters and digits only: the spec allows "letters and numbers, no spaces or special
 * characters", and keeping to ASCII leaves no look-alike letters from other scripts and makes
 * Postgres's lower() (which the uniqueness index uses) agree with JavaScript's toLowerCase().
 */
const LETTERS_AND_NUMBERS = /^[A-Za-z0-9]*$/;

/** The first rule `name` breaks, or undefined when it is a valid username. */
export function findUsernameProblem(name: string): UsernameProblem | undefined {
  if (!LETTERS_AND_NUMBERS.test(name)) return "notLettersAndNumbers";
  if (name.length < USERNAME_MIN_LENGTH) return "tooShort";
  if (name.length > USERNAME_MAX_LENGTH) return "tooLong";
  return undefined;
}
