import { HubMessageError } from "./HubMessageError.ts";

/** Snapshot's single-choice rule: one whole number from 1 to the number of choices. */
export function assertSingleChoice(choice: number, choiceCount: number): void {
  if (!Number.isInteger(choice) || choice < 1 || choice > choiceCount) {
    throw new HubMessageError(`invalid choice: pick one choice from 1 to ${choiceCount}`);
  }
}
