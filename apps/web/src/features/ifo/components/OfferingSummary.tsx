import { BLOCK_TIME_SECONDS } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { ExternalLink, Heading } from "../../../shared/ui/index.ts";
import { blockCountdown } from "../model/blockCountdown.ts";
import type { Offering } from "../model/Offering.ts";
import { IfoStatus } from "../model/offeringStatus.ts";
import styles from "./OfferingSummary.module.css";

export interface OfferingSummaryProps {
  readonly offering: Offering;
  readonly status: IfoStatus;
  readonly currentBlock: number | undefined;
}

/** Spec 001 section 4: the status labels, by status. */
const STATUS_LABELS = {
  [IfoStatus.ToBeAnnounced]: "Coming Soon",
  [IfoStatus.Pending]: "Pending",
  [IfoStatus.Open]: "Live",
  [IfoStatus.Finished]: "Finished",
  [IfoStatus.Closed]: "Closed",
} as const;

/** An offering's title, status, countdown (in blocks and time) and links. */
export function OfferingSummary({ offering, status, currentBlock }: OfferingSummaryProps) {
  const { t } = useTranslation();
  const { definition } = offering;
  const target = status === IfoStatus.Pending ? offering.startBlock : offering.endBlock;
  const countdown =
    currentBlock === undefined ? undefined : blockCountdown(currentBlock, target, BLOCK_TIME_SECONDS);
  const time =
    countdown &&
    t("%day%d : %hour%h : %minute%m", {
      day: String(countdown.days),
      hour: String(countdown.hours),
      minute: String(countdown.minutes),
    });

  return (
    <div className={styles.summary}>
      <div className={styles.title}>
        <Heading as="h2" scale="lg">
          {definition.name}
        </Heading>
        <span className={styles.status} data-testid={`ifo-${definition.id}-status`} data-status={status}>
          {t(STATUS_LABELS[status])}
        </span>
      </div>
      <p className={styles.description}>{definition.description}</p>
      {countdown && status === IfoStatus.Pending && (
        <p data-testid={`ifo-${definition.id}-countdown`}>
          {t("Starts in %blocks% blocks (~%time%)", { blocks: String(countdown.blocks), time: time ?? "" })}
        </p>
      )}
      {countdown && status === IfoStatus.Open && (
        <p data-testid={`ifo-${definition.id}-countdown`}>
          {t("Ends in %blocks% blocks (~%time%)", { blocks: String(countdown.blocks), time: time ?? "" })}
        </p>
      )}
      {status === IfoStatus.Finished && (
        <p>{t("The sale has ended: harvest your tokens and your refund.")}</p>
      )}
      <p className={styles.facts}>
        {definition.tokenOfferingPrice !== null &&
          t("Price per %symbol%: $%price%", {
            symbol: definition.tokenSymbol,
            price: definition.tokenOfferingPrice,
          })}{" "}
        <ExternalLink href={definition.articleUrl} showIcon>
          {t("Learn more about %title%", { title: definition.name })}
        </ExternalLink>
      </p>
    </div>
  );
}
