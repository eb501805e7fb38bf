import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { MINIMUM_CHOICES } from "./proposalForm.ts";
import type { ProposalProblem } from "./validateProposalForm.ts";

/** What the form says under a field with `problem`; `fieldLabel` is the field's label, already translated. */
export function proposalProblemText(problem: ProposalProblem, fieldLabel: string): TranslatableText {
  switch (problem) {
    case "required":
      return { key: "%field% is required", data: { field: fieldLabel } };
    case "tooFewChoices":
      return { key: "Please create a minimum of %num% choices", data: { num: String(MINIMUM_CHOICES) } };
    case "emptyChoice":
      return { key: "Choices must not be empty" };
    case "invalidDate":
      return { key: "Please select a valid date" };
    case "invalidTime":
      return { key: "Please select a valid time" };
    case "endBeforeStart":
      return { key: "End date must be after the start date" };
    case "invalidSnapshot":
      return { key: "Invalid snapshot" };
  }
}
