export { CommunityAuctionsBanner } from "./CommunityAuctionsBanner.tsx";
