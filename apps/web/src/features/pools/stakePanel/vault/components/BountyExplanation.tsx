import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { feeToPercent } from "../model/feeToPercent.ts";

/** Why the vault pays a bounty, shared by the bounty card's and the Claim Bounty modal's help. */
export function BountyExplanation({ callFee }: { callFee: number }) {
  const { t } = useTranslation();
  return (
    <>
      {t("This bounty is given as a reward for providing a service to other users.")}
      <br />
      <br />
      {t(
        "Whenever you successfully claim the bounty, you're also helping out by activating the Auto CAKE Pool's compounding function for everyone.",
      )}
      <br />
      <br />
      <strong>
        {t("Auto-Compound Bounty: %fee%% of all Auto CAKE pool users pending yield", {
          fee: feeToPercent(callFee),
        })}
      </strong>
    </>
  );
}
