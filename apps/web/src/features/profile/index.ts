export { UserProfileButton } from "./components/UserProfileButton.tsx";
export { useProfile, type ProfileState } from "./data/useProfile.ts";
export type { Profile } from "./model/Profile.ts";
export {
  achievementsFromPoints,
  type Achievement,
  type PointEntry,
} from "./achievements/model/achievementsFromPoints.ts";
export { AchievementsList } from "./achievements/components/AchievementsList.tsx";
