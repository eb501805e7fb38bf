import { useId } from "react";
import { useNavigate } from "react-router";
import { useConnection } from "wagmi";
import { useLocale, useTranslation } from "../../shared/i18n/index.ts";
import { Button, Card, DetailRow, Heading, Notice, Page, PageHeader } from "../../shared/ui/index.ts";
import { useToast } from "../../shared/toast/index.ts";
import { ConnectWalletButton, shortenAddress } from "../wallet/index.ts";
import { HubFailureNotice } from "./components/HubFailureNotice.tsx";
import { ChoicesEditor } from "./create/components/ChoicesEditor.tsx";
import { ProposalBodyEditor } from "./create/components/ProposalBodyEditor.tsx";
import { TextField } from "./create/components/TextField.tsx";
import { useProposalForm } from "./create/hooks/useProposalForm.ts";
import { formatVotingPower } from "./model/formatVotingPower.ts";
import { proposalPath } from "./model/proposalPath.ts";
import fieldStyles from "./create/components/ProposalFormFields.module.css";
import styles from "./CreateProposalPage.module.css";

/**
 * /voting/proposal/create (spec 001 section 2: Make a Proposal): title, Markdown body with a preview,
 * choices, the voting window and snapshot block, checked by spec 001 section 5's rules; then signed
 * (EIP-712), sent to the hub, and the new proposal opened.
 */
export default function CreateProposalPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { toastSuccess } = useToast();
  const spaceFieldId = useId();
  const { address: account } = useConnection();
  const form = useProposalForm(account, (id) => {
    toastSuccess(t("Proposal created!"));
    void navigate(proposalPath(id));
  });
  const { values, shownErrors: errors, set, touch } = form;

  return (
    <Page width="lg">
      <PageHeader title={t("Make a Proposal")} backTo="/voting" />
      <form
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.publish();
        }}
      >
        <Card className={styles.main}>
          {form.isCoreAdmin && (
            <div className={fieldStyles.field}>
              <label htmlFor={spaceFieldId} className={fieldStyles.label}>
                {t("Space")}
              </label>
              <select
                id={spaceFieldId}
                className={fieldStyles.select}
                value={values.space}
                onChange={(event) => set("space", event.target.value)}
                data-testid="proposal-space"
              >
                <option value="core">{t("Core")}</option>
                <option value="community">{t("Community")}</option>
              </select>
            </div>
          )}
          <TextField
            label={t("Title")}
            value={values.title}
            onChange={(title) => set("title", title)}
            onBlur={() => touch("title")}
            problems={errors.title}
            testId="proposal-title-input"
          />
          <ProposalBodyEditor
            value={values.body}
            onChange={(body) => set("body", body)}
            onBlur={() => touch("body")}
            problems={errors.body}
          />
          <ChoicesEditor
            choices={values.choices}
            onChange={(choices) => set("choices", choices)}
            onBlur={() => touch("choices")}
            problems={errors.choices}
          />
        </Card>
        <Card className={styles.side}>
          <Heading as="h2" scale="md">
            {t("Actions")}
          </Heading>
          <div className={styles.dates}>
            <TextField
              type="date"
              label={t("Start Date")}
              value={values.startDate}
              onChange={(date) => set("startDate", date)}
              onBlur={() => touch("startDate")}
              problems={errors.startDate}
              testId="proposal-start-date"
            />
            <TextField
              type="time"
              label={t("Start Time")}
              value={values.startTime}
              onChange={(time) => set("startTime", time)}
              onBlur={() => touch("startTime")}
              problems={errors.startTime}
              testId="proposal-start-time"
            />
            <TextField
              type="date"
              label={t("End Date")}
              value={values.endDate}
              onChange={(date) => set("endDate", date)}
              onBlur={() => touch("endDate")}
              problems={errors.endDate}
              testId="proposal-end-date"
            />
            <TextField
              type="time"
              label={t("End Time")}
              value={values.endTime}
              onChange={(time) => set("endTime", time)}
              onBlur={() => touch("endTime")}
              problems={errors.endTime}
              testId="proposal-end-time"
            />
          </div>
          <TextField
            label={t("Snapshot")}
            inputMode="numeric"
            value={values.snapshot}
            onChange={(snapshot) => set("snapshot", snapshot.trim())}
            onBlur={() => touch("snapshot")}
            problems={errors.snapshot}
            testId="proposal-snapshot-input"
          />
          {account !== undefined && (
            <dl className={styles.facts}>
              <DetailRow label={t("Creator")}>
                <span title={account}>{shortenAddress(account)}</span>
              </DetailRow>
              <DetailRow label={t("Your Voting Power")} testId="proposal-voting-power">
                {form.votingPower === undefined ? "-" : formatVotingPower(form.votingPower, locale)}
              </DetailRow>
            </dl>
          )}
          {form.lacksPower && form.space && (
            <Notice variant="warning">
              <p data-testid="proposal-min-power">
                {t("You need at least %count% voting power to publish a proposal.", {
                  count: formatVotingPower(form.space.minScore, locale),
                })}
              </p>
            </Notice>
          )}
          {form.failure && <HubFailureNotice failure={form.failure} />}
          {account === undefined ? (
            <ConnectWalletButton />
          ) : (
            <Button
              type="submit"
              fullWidth
              isLoading={form.publishing}
              disabled={form.lacksPower}
              data-testid="proposal-publish"
            >
              {t("Publish")}
            </Button>
          )}
        </Card>
      </form>
    </Page>
  );
}
