export { useTeams, type TeamsState } from "./data/useTeams.ts";
export type { Team } from "./model/Team.ts";
export { TeamImage } from "./page/components/TeamImage.tsx";
