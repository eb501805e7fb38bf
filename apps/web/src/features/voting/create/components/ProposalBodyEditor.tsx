import { useId, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Tabs } from "../../../../shared/ui/index.ts";
import { MarkdownBody } from "../../components/MarkdownBody.tsx";
import type { ProposalProblem } from "../model/validateProposalForm.ts";
import { FieldProblems } from "./FieldProblems.tsx";
import styles from "./ProposalFormFields.module.css";

export interface ProposalBodyEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly problems: readonly ProposalProblem[] | undefined;
}

/** 'Content': the proposal's Markdown, with a Preview tab showing it as voters will see it. */
export function ProposalBodyEditor({ value, onChange, onBlur, problems }: ProposalBodyEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState("write");
  const invalid = problems !== undefined && problems.length > 0;
  const label = t("Content");
  const write = (
    <textarea
      id={id}
      className={styles.textarea}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-invalid={invalid || undefined}
      aria-describedby={`${id}-hint${invalid ? ` ${id}-problems` : ""}`}
      data-testid="proposal-body"
    />
  );
  const preview = (
    <div className={styles.preview} data-testid="proposal-body-preview">
      {value.trim() === "" ? (
        <p className={styles.hint}>{t("Nothing to preview")}</p>
      ) : (
        <MarkdownBody markdown={value} />
      )}
    </div>
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t("Tip: write in Markdown!")}
      </p>
      <Tabs
        label={label}
        tabs={[
          { id: "write", label: t("Write"), panel: write },
          { id: "preview", label: t("Preview"), panel: preview },
        ]}
        activeId={tab}
        onChange={setTab}
      />
      <FieldProblems id={`${id}-problems`} problems={problems} fieldLabel={label} />
    </div>
  );
}
