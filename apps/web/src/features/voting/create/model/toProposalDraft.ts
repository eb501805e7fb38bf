import type { ProposalDraft } from "../../data/model/proposalTypedData.ts";
import { combineDateAndTime, type ProposalFormValues } from "./proposalForm.ts";

/** The proposal a valid form publishes: text trimmed, dates in seconds, the snapshot as a block number. */
export function toProposalDraft(values: ProposalFormValues): ProposalDraft {
  return {
    space: values.space,
    title: values.title.trim(),
    body: values.body,
    choices: values.choices.map((choice) => choice.trim()),
    start: combineDateAndTime(values.startDate, values.startTime) ?? 0,
    end: combineDateAndTime(values.endDate, values.endTime) ?? 0,
    snapshot: Number(values.snapshot),
  };
}
