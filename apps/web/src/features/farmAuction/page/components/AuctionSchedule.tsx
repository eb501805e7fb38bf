import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading } from "../../../../shared/ui/index.ts";
import styles from "./AuctionCard.module.css";

/** Spec 001 section 9: the auctions' constants, as 'How it works' tells them. */
const FARM_DAYS = 7;
const WINNERS = 5;
const CONTENDERS = 20;

/** The schedule of an auction round and how the auction works, from spec 001's constants. */
export function AuctionSchedule() {
  const { t } = useTranslation();
  return (
    <Card className={styles.card} data-testid="farm-auction-schedule">
      <Heading as="h2" scale="md">
        {t("Schedule")}
      </Heading>
      <ol className={styles.rules}>
        <li>
          {t(
            "The operator whitelists the project wallets that may bid, then opens the auction at a start block.",
          )}
        </li>
        <li>{t("Whitelisted projects bid CAKE from the start block to the end block.")}</li>
        <li>{t("After the end block the auction closes with a bid limit: the bids at or above it win.")}</li>
        <li>
          {t("The winners' farms go live for %days% days; everyone else reclaims their CAKE.", {
            days: String(FARM_DAYS),
          })}
        </li>
      </ol>
      <Heading as="h3" scale="md">
        {t("How it works")}
      </Heading>
      <ul className={styles.rules}>
        <li>
          {t("Up to %winners% winners among about %contenders% contenders.", {
            winners: String(WINNERS),
            contenders: String(CONTENDERS),
          })}
        </li>
        <li>{t("Bids are in multiples of 10 CAKE; a project's first bid must reach the initial bid.")}</li>
        <li>{t("Bids add up: a project's total bid is what ranks it. The leaderboard shows the top 10.")}</li>
        <li>{t("The winners' CAKE goes to the farms' treasury; the other bids come back in full.")}</li>
      </ul>
    </Card>
  );
}
