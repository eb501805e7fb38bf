import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Card, Heading } from "../../../shared/ui/index.ts";
import type { Offering } from "../model/Offering.ts";
import { offeringStatus } from "../model/offeringStatus.ts";
import { OfferingPools } from "./OfferingPools.tsx";
import { OfferingSummary } from "./OfferingSummary.tsx";
import styles from "./PastOfferings.module.css";

export interface PastOfferingsProps {
  readonly offerings: readonly Offering[];
  readonly currentBlock: number | undefined;
  readonly lpBalance: bigint | undefined;
  readonly account: string | undefined;
}

/** The past offerings, newest first; each opens on its pools, where a participant harvests what is left. */
export function PastOfferings({ offerings, currentBlock, lpBalance, account }: PastOfferingsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="ifo-past">
      <Heading as="h2" scale="lg" id="ifo-past">
        {t("Past IFOs")}
      </Heading>
      <ul className={styles.list}>
        {offerings.map((offering) => {
          const { id } = offering.definition;
          const status = offeringStatus({ ...offering, isActive: false }, currentBlock);
          const expanded = open === id;
          return (
            <li key={id}>
              <Card className={styles.card} data-testid={`ifo-past-${id}`}>
                <div className={styles.head}>
                  <OfferingSummary offering={offering} status={status} currentBlock={currentBlock} />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? null : id)}
                    data-testid={`ifo-past-${id}-toggle`}
                  >
                    {expanded ? t("Hide") : t("Details")}
                  </Button>
                </div>
                {expanded && (
                  <OfferingPools
                    offering={offering}
                    status={status}
                    lpBalance={lpBalance}
                    account={account}
                    canTakePart={false}
                  />
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
