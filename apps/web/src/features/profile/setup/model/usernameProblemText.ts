import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, type UsernameProblem } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";

/** What the name field says under a name that breaks a rule (spec 001 section 5: 3 to 15 letters and numbers). */
export function usernameProblemText(problem: UsernameProblem): TranslatableText {
  switch (problem) {
    case "tooShort":
      return { key: "Minimum length: %count% characters", data: { count: String(USERNAME_MIN_LENGTH) } };
    case "tooLong":
      return { key: "Maximum length: %count% characters", data: { count: String(USERNAME_MAX_LENGTH) } };
    case "notLettersAndNumbers":
      return { key: "No spaces or special characters" };
  }
}
