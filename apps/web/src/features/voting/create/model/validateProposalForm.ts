import {
  MINIMUM_CHOICES,
  combineDateAndTime,
  type ProposalField,
  type ProposalFormValues,
} from "./proposalForm.ts";

/** Spec 001 section 5's proposal rules, one code per broken rule. */
export type ProposalProblem =
  | "required"
  | "tooFewChoices"
  | "emptyChoice"
  | "invalidDate"
  | "invalidTime"
  | "endBeforeStart"
  | "invalidSnapshot";

export type ProposalFormErrors = Partial<Record<ProposalField, readonly ProposalProblem[]>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const validDate = (date: string) => DATE.test(date) && !Number.isNaN(new Date(`${date}T00:00`).getTime());

/**
 * The problems of each field (spec 001 section 5): every field required, at least two choices and none
 * empty, valid dates and times, the end after the start, and a snapshot that is a block that exists (at or
 * before `currentBlock`, when known). No key when the form may be published.
 */
export function validateProposalForm(values: ProposalFormValues, currentBlock?: number): ProposalFormErrors {
  const errors: Partial<Record<ProposalField, ProposalProblem[]>> = {};
  const add = (field: ProposalField, problem: ProposalProblem) => (errors[field] ??= []).push(problem);

  if (values.title.trim() === "") add("title", "required");
  if (values.body.trim() === "") add("body", "required");
  if (values.choices.length < MINIMUM_CHOICES) add("choices", "tooFewChoices");
  if (values.choices.some((choice) => choice.trim() === "")) add("choices", "emptyChoice");
  if (!validDate(values.startDate)) add("startDate", "invalidDate");
  if (!TIME.test(values.startTime)) add("startTime", "invalidTime");
  if (!validDate(values.endDate)) add("endDate", "invalidDate");
  if (!TIME.test(values.endTime)) add("endTime", "invalidTime");
  const start = combineDateAndTime(values.startDate, values.startTime);
  const end = combineDateAndTime(values.endDate, values.endTime);
  if (start !== undefined && end !== undefined && end <= start) add("endDate", "endBeforeStart");
  const snapshot = Number(values.snapshot);
  if (
    !/^\d+$/.test(values.snapshot.trim()) ||
    snapshot <= 0 ||
    (currentBlock !== undefined && snapshot > currentBlock)
  )
    add("snapshot", "invalidSnapshot");
  return errors;
}

/** True when no field has a problem. */
export function isProposalFormValid(errors: ProposalFormErrors): boolean {
  return Object.values(errors).every((problems) => problems === undefined || problems.length === 0);
}
