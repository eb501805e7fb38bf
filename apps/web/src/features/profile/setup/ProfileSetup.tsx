import type { Address } from "viem";
import type { ProfileState } from "../data/useProfile.ts";
import { ProfileSetupView } from "./components/ProfileSetupView.tsx";
import { useProfileSetup } from "./hooks/useProfileSetup.ts";

/** The profile setup for an account without a profile, or whose profile's name was not saved. */
export function ProfileSetup({ account, state }: { account: Address; state: ProfileState }) {
  return <ProfileSetupView setup={useProfileSetup(account, state)} />;
}
