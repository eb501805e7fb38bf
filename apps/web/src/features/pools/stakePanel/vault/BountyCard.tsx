import { useState } from "react";
import { useConnection } from "wagmi";
import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { formatTokenAmount, formatUsdValue, toUsdValue } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, HelpTooltip } from "../../../../shared/ui/index.ts";
import type { Vault } from "../../vault/model/Vault.ts";
import { useStakingActionRunner } from "../../../staking/index.ts";
import styles from "./BountyCard.module.css";
import { BountyExplanation } from "./components/BountyExplanation.tsx";
import { ClaimBountyModal } from "./components/ClaimBountyModal.tsx";
import { useClaimVaultBounty } from "./hooks/useClaimVaultBounty.ts";
import { canClaimBounty } from "./model/canClaimBounty.ts";

/** The card shows the bounty with 3 decimals; the modal with 7. */
const BOUNTY_CARD_DECIMALS = 3;

/**
 * 'Auto CAKE Bounty': what any account earns by calling the vault's harvest now, and Claim, which opens
 * the 'Claim Bounty' modal.
 */
export function BountyCard({ vault }: { vault: Vault }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { address: account } = useConnection();
  const [open, setOpen] = useState(false);
  const claim = useClaimVaultBounty();
  const { isPending, run } = useStakingActionRunner();
  const canClaim = canClaimBounty({
    bountyReward: vault.estimatedCakeBountyReward,
    cakePrice: vault.cakePrice,
    callFee: vault.fees.callFee,
  });
  const usd = toUsdValue(vault.estimatedCakeBountyReward, CAKE_DECIMALS, vault.cakePrice);
  const confirm = async () => {
    if (await run(claim, { kind: "bounty" })) setOpen(false);
  };

  return (
    <Card className={styles.card} data-testid="bounty-card">
      <p className={styles.title}>
        {t("Auto CAKE Bounty")}
        <HelpTooltip label={t("What's this?")} content={<BountyExplanation callFee={vault.fees.callFee} />} />
      </p>
      <div className={styles.line}>
        <span className={styles.amount}>
          <strong className={styles.value} data-testid="bounty-amount">
            {formatTokenAmount(vault.estimatedCakeBountyReward, CAKE_DECIMALS, locale, BOUNTY_CARD_DECIMALS)}
          </strong>
          {usd !== undefined && <span className={styles.usd}>~{formatUsdValue(usd, locale)} USD</span>}
        </span>
        <Button size="sm" disabled={!canClaim} isLoading={isPending} onClick={() => setOpen(true)}>
          {t("Claim")}
        </Button>
      </div>
      {open && (
        <ClaimBountyModal
          vault={vault}
          hasAccount={account !== undefined}
          canClaim={canClaim}
          isPending={isPending}
          onConfirm={() => void confirm()}
          onDismiss={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
