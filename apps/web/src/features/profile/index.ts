export { UserProfileButton } from "./components/UserProfileButton.tsx";
export { useProfile, type ProfileState } from "./data/useProfile.ts";
export type { Profile } from "./model/Profile.ts";
