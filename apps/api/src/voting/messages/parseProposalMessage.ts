import type { Address } from "viem";
import { HubMessageError } from "./HubMessageError.ts";
import {
  MAX_APP_LENGTH,
  MAX_BODY_LENGTH,
  MAX_CHOICE_LENGTH,
  MAX_CHOICES,
  MAX_DISCUSSION_LENGTH,
  MAX_PLUGINS_LENGTH,
  MAX_SPACE_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_CHOICES,
} from "./hubMessageLimits.ts";
import {
  assertOnlyFields,
  readNonBlankString,
  readString,
  readStringArray,
  readUint,
  type MessageRecord,
} from "./messageFields.ts";
import { readFrom } from "./readFrom.ts";
import { SNAPSHOT_PROPOSAL_TYPES } from "@griddle/sdk";

/** The only voting type this hub counts (spec 001: a vote is one choice). */
export const SINGLE_CHOICE = "single-choice";

/** A signed Proposal message, read. Times are Unix seconds; `snapshot` is the block power is read at. */
export interface ProposalMessage {
  readonly from: Address;
  readonly space: string;
  readonly timestamp: number;
  readonly type: typeof SINGLE_CHOICE;
  readonly title: string;
  /** Markdown, stored exactly as signed: rendering it safely is the app's job. */
  readonly body: string;
  readonly discussion: string;
  readonly choices: readonly string[];
  readonly start: number;
  readonly end: number;
  readonly snapshot: number;
  readonly app: string;
}

function readChoices(message: MessageRecord): string[] {
  const choices = readStringArray(message, "choices");
  if (choices.length < MIN_CHOICES || choices.length > MAX_CHOICES) {
    throw new HubMessageError(`choices must hold ${MIN_CHOICES} to ${MAX_CHOICES} choices`);
  }
  choices.forEach((choice, index) => {
    if (choice.trim() === "") throw new HubMessageError(`choice ${index + 1} must not be empty`);
    if (choice.length > MAX_CHOICE_LENGTH) {
      throw new HubMessageError(`choice ${index + 1} is too long: at most ${MAX_CHOICE_LENGTH} characters`);
    }
  });
  return choices;
}

/** Reads every field of a Proposal message, refusing what this hub does not offer. */
export function parseProposalMessage(message: MessageRecord, signer: Address): ProposalMessage {
  assertOnlyFields(message, SNAPSHOT_PROPOSAL_TYPES.Proposal);
  const from = readFrom(message, signer);
  const type = readString(message, "type", MAX_TITLE_LENGTH);
  if (type !== SINGLE_CHOICE) {
    throw new HubMessageError(`type must be '${SINGLE_CHOICE}', the only voting type this hub offers`);
  }
  if (readStringArray(message, "labels").length > 0) throw new HubMessageError("labels are not offered here");
  if (readString(message, "privacy", MAX_APP_LENGTH) !== "") {
    throw new HubMessageError("privacy must be empty: shielded voting is not offered here");
  }
  // Snapshot's plugins settings, which this hub has none of: read for its size, not kept.
  readString(message, "plugins", MAX_PLUGINS_LENGTH);
  const start = readUint(message, "start");
  const end = readUint(message, "end");
  if (end <= start) throw new HubMessageError("end must be after start");
  return {
    from,
    space: readNonBlankString(message, "space", MAX_SPACE_LENGTH),
    timestamp: readUint(message, "timestamp"),
    type,
    title: readNonBlankString(message, "title", MAX_TITLE_LENGTH),
    body: readString(message, "body", MAX_BODY_LENGTH),
    discussion: readString(message, "discussion", MAX_DISCUSSION_LENGTH),
    choices: readChoices(message),
    start,
    end,
    snapshot: readUint(message, "snapshot"),
    app: readString(message, "app", MAX_APP_LENGTH),
  };
}
