import { describe, expect, it } from "vitest";
import type { ProposalFormValues } from "./proposalForm.ts";
import { proposalProblemText } from "./proposalProblemText.ts";
import { toProposalDraft } from "./toProposalDraft.ts";
import { isProposalFormValid, validateProposalForm } from "./validateProposalForm.ts";

const VALID: ProposalFormValues = {
  space: "community",
  title: " More farms ",
  body: "Let us add **more** farms.",
  choices: ["Yes ", "No"],
  startDate: "2025-02-01",
  startTime: "10:00",
  endDate: "2025-02-04",
  endTime: "10:00",
  snapshot: "1200",
};

describe("validateProposalForm", () => {
  it("passes a complete form", () => {
    const errors = validateProposalForm(VALID, 1234);
    expect(errors).toEqual({});
    expect(isProposalFormValid(errors)).toBe(true);
  });

  it("requires the title and the body", () => {
    expect(validateProposalForm({ ...VALID, title: "  ", body: "" })).toEqual({
      title: ["required"],
      body: ["required"],
    });
  });

  it("asks for at least two choices, none empty", () => {
    expect(validateProposalForm({ ...VALID, choices: ["Yes"] })).toEqual({ choices: ["tooFewChoices"] });
    expect(validateProposalForm({ ...VALID, choices: ["Yes", " "] })).toEqual({ choices: ["emptyChoice"] });
  });

  it("asks for valid dates and times, the end after the start", () => {
    expect(validateProposalForm({ ...VALID, startDate: "", endTime: "9" })).toEqual({
      startDate: ["invalidDate"],
      endTime: ["invalidTime"],
    });
    expect(validateProposalForm({ ...VALID, endDate: "2025-02-01", endTime: "10:00" })).toEqual({
      endDate: ["endBeforeStart"],
    });
  });

  it("asks for a snapshot block that exists", () => {
    const problems = (snapshot: string, current?: number) =>
      validateProposalForm({ ...VALID, snapshot }, current).snapshot;
    expect(problems("")).toEqual(["invalidSnapshot"]);
    expect(problems("0")).toEqual(["invalidSnapshot"]);
    expect(problems("12.5")).toEqual(["invalidSnapshot"]);
    expect(problems("1300", 1234)).toEqual(["invalidSnapshot"]);
    expect(problems("1300")).toBeUndefined();
    expect(isProposalFormValid(validateProposalForm({ ...VALID, snapshot: "0" }))).toBe(false);
  });
});

describe("proposalProblemText", () => {
  it("says each problem in the spec's words", () => {
    expect(proposalProblemText("required", "Title")).toEqual({
      key: "%field% is required",
      data: { field: "Title" },
    });
    expect(proposalProblemText("tooFewChoices", "Choices")).toEqual({
      key: "Please create a minimum of %num% choices",
      data: { num: "2" },
    });
    expect(proposalProblemText("emptyChoice", "").key).toBe("Choices must not be empty");
    expect(proposalProblemText("invalidDate", "").key).toBe("Please select a valid date");
    expect(proposalProblemText("invalidTime", "").key).toBe("Please select a valid time");
    expect(proposalProblemText("endBeforeStart", "").key).toBe("End date must be after the start date");
    expect(proposalProblemText("invalidSnapshot", "").key).toBe("Invalid snapshot");
  });
});

describe("toProposalDraft", () => {
  it("trims the texts and turns dates into seconds", () => {
    expect(toProposalDraft(VALID)).toEqual({
      space: "community",
      title: "More farms",
      body: "Let us add **more** farms.",
      choices: ["Yes", "No"],
      start: new Date(2025, 1, 1, 10).getTime() / 1_000,
      end: new Date(2025, 1, 4, 10).getTime() / 1_000,
      snapshot: 1200,
    });
  });
});
