import { useTranslation } from "../../../../shared/i18n/index.ts";
import type { ProposalProblem } from "../model/validateProposalForm.ts";
import { proposalProblemText } from "../model/proposalProblemText.ts";
import styles from "./ProposalFormFields.module.css";

export interface FieldProblemsProps {
  /** Referenced by the field's aria-describedby. */
  readonly id: string;
  readonly problems: readonly ProposalProblem[] | undefined;
  /** The field's label, translated, for 'Title is required'. */
  readonly fieldLabel: string;
}

/** What is wrong with a field, under it, announced when it appears. */
export function FieldProblems({ id, problems, fieldLabel }: FieldProblemsProps) {
  const { t } = useTranslation();
  if (problems === undefined || problems.length === 0) return null;
  return (
    <div id={id} className={styles.problems} role="alert">
      {problems.map((problem) => {
        const text = proposalProblemText(problem, fieldLabel);
        return (
          <p key={problem} data-testid="proposal-form-problem">
            {t(text.key, text.data)}
          </p>
        );
      })}
    </div>
  );
}
