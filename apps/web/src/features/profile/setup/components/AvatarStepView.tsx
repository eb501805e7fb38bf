import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Notice, Skeleton, TextLink } from "../../../../shared/ui/index.ts";
import type { OwnedToken } from "../../../collectibles/index.ts";
import type { CollectibleApproval } from "../../hooks/useCollectibleApproval.ts";
import { ChoiceTile } from "./ChoiceTile.tsx";
import styles from "./SetupStep.module.css";

export interface AvatarStepViewProps {
  /** The wallet's collectibles; undefined while read. */
  readonly tokens: readonly OwnedToken[] | undefined;
  readonly chosen: bigint | undefined;
  readonly onChoose: (tokenId: bigint) => void;
  readonly describe: (token: OwnedToken) => { readonly name: string; readonly image: string | undefined };
  readonly approval: CollectibleApproval;
  readonly onApprove: () => void;
  readonly onNext: () => void;
  /** The button's text: 'Next Step' in the setup, 'Confirm' when changing the avatar. */
  readonly nextLabel: string;
}

/** Step 2 (and 'Change profile picture'): choose a collectible the wallet holds, and let the profile take it. */
export function AvatarStepView(props: AvatarStepViewProps) {
  const { tokens, chosen, onChoose, describe, approval, onApprove, onNext, nextLabel } = props;
  const { t } = useTranslation();
  if (tokens === undefined) return <Skeleton height={160} />;
  return (
    <section className={styles.step} data-testid="profile-step-avatar">
      <p className={styles.lead}>
        {t("Choose a profile picture from the eligible collectibles in your wallet, shown below.")}
      </p>
      {tokens.length === 0 ? (
        <Notice>
          {t("Sorry! You don’t have any eligible collectibles in your wallet to use!")}{" "}
          <TextLink to="/collectibles">{t("See the collectibles")}</TextLink>
        </Notice>
      ) : (
        <ul className={styles.choices}>
          {tokens.map((token) => {
            const { name, image } = describe(token);
            return (
              <li key={String(token.tokenId)}>
                <ChoiceTile
                  selected={token.tokenId === chosen}
                  onSelect={() => onChoose(token.tokenId)}
                  testId="profile-avatar-choice"
                >
                  {image && <img src={image} alt="" width={120} height={120} />}
                  {name} #{String(token.tokenId)}
                </ChoiceTile>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.hint}>
        {t("Your profile holds the collectible while it is your picture; pausing the profile gives it back.")}
      </p>
      <div className={styles.actions}>
        <Button
          disabled={chosen === undefined || approval.approved !== false}
          isLoading={approval.approving}
          onClick={onApprove}
          data-testid="profile-avatar-enable"
        >
          {approval.approved ? t("Enabled") : t("Enable")}
        </Button>
        <Button
          disabled={chosen === undefined || approval.approved !== true}
          onClick={onNext}
          data-testid="profile-next"
        >
          {nextLabel}
        </Button>
      </div>
    </section>
  );
}
