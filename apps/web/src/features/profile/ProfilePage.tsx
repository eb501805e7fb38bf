import { useConnection } from "wagmi";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Card, Notice, Page, PageHeader, Skeleton } from "../../shared/ui/index.ts";
import { ConnectWalletButton } from "../wallet/index.ts";
import { useProfile } from "./data/useProfile.ts";
import { ProfileDetails } from "./page/ProfileDetails.tsx";
import { ProfileSetup } from "./setup/ProfileSetup.tsx";
import styles from "./ProfilePage.module.css";

/** /profile (spec 001 section 2: Your Profile): the setup without a profile, the profile with one. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const state = useProfile(account);

  const body = () => {
    if (!state.available) return <Notice>{t("Profiles are not available on this network.")}</Notice>;
    if (account === undefined)
      return (
        <Card className={styles.connect}>
          <p>{t("Connect your wallet to see your profile, or to make one.")}</p>
          <ConnectWalletButton />
        </Card>
      );
    if (state.error && state.profile === undefined)
      return <Notice variant="danger">{t("Error fetching data")}</Notice>;
    if (state.profile === undefined || (state.profile !== null && state.username === undefined))
      return <Skeleton height={240} />;
    // A name the API could not tell is unknown, not unset: the profile shows with its address instead.
    if (state.profile === null || (state.username === "" && !state.usernameUnavailable))
      return <ProfileSetup account={account} state={state} />;
    return (
      <ProfileDetails
        account={account}
        state={state}
        profile={state.profile}
        username={state.username ?? ""}
      />
    );
  };

  return (
    <Page>
      <PageHeader title={t("Your Profile")} />
      {body()}
    </Page>
  );
}
