import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, type UsernameProblem } from "@griddle/sdk";

/** The API's words for each name rule (spec 001 section 5); the app has its own translated ones. */
export function describeUsernameProblem(problem: UsernameProblem): string {
  switch (problem) {
    case "tooShort":
      return `A username has at least ${USERNAME_MIN_LENGTH} characters.`;
    case "tooLong":
      return `A username has at most ${USERNAME_MAX_LENGTH} characters.`;
    case "notLettersAndNumbers":
      return "A username has only letters and numbers: no spaces or special characters.";
  }
}
