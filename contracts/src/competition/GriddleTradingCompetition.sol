// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {GriddleProfile} from "../profile/GriddleProfile.sol";

/// @title GriddleTradingCompetition
/// @notice The team trading competition of spec 001 ('Team Battle'). Accounts with an active profile
/// register during the registration phase and compete for their profile's team; their trading volume
/// on the eligible pairs during the live phase ranks them within their team and ranks the teams. The
/// ABI follows PancakeSwap's TradingCompV1 where the spec names a call (register, claimReward,
/// updateCompetitionStatus, updateTeamRewards, claimInformation, viewRewardTeams, claimRemainder).
/// @dev What differs from PancakeSwap's, and why:
/// - Results are not typed in by an admin (theirs set each user's reward group with no cap or proof).
///   At the close, the owner or the operator publishes the Merkle root of the final ranking: one leaf
///   per registered account, `(account, teamId, teamRank, rewardGroup)`, which anyone can recompute
///   from the public volume data (the indexer's swaps of the eligible pairs between the `Live` and
///   `Close` events). A claim proves its leaf. The root can be replaced while the phase is `Close`,
///   when nobody can claim yet, and never afterwards.
/// - Rewards are per final team rank (1 = the team with the most volume), not per team id, so the
///   reward table can be set before the teams' order is known.
/// - CAKE is paid only out of what was funded through `fundRewards` (counted as received, so a
///   fee-on-transfer token funds less than was sent), never out of donations, and at most once per
///   account: cakePaid + cakeWithdrawn <= cakeFunded always.
/// - Phases move forward one step at a time; the `Live` and `Close` blocks are recorded, which is
///   the live phase's block range for the volume.
contract GriddleTradingCompetition is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The phases, in order: Registration, Live (PancakeSwap's Open: volume counts), Close
    /// (results being published), Claiming, Over (the owner may take back what was not claimed).
    enum CompetitionStatus {
        Registration,
        Live,
        Close,
        Claiming,
        Over
    }

    /// @notice One final team rank's rewards, by reward group (0 = bottom, 4 = top): the profile
    /// campaign id of the points, the CAKE and the points each member of the group receives.
    struct CompetitionRewards {
        uint256[5] userCampaignId;
        uint256[5] cakeRewards;
        uint256[5] pointUsers;
    }

    /// @dev An account's entry, in one slot: its team at registration; its team's final rank and its
    /// reward group once it has claimed (0 until then). Team ids and ranks fit 64 bits (MAX_TEAMS).
    struct UserStats {
        uint64 teamId;
        uint64 teamRank;
        uint8 rewardGroup;
        bool hasRegistered;
        bool hasClaimed;
    }

    /// @notice Reward groups per team rank.
    uint256 public constant NUMBER_REWARD_GROUPS = 5;
    /// @notice The most teams a competition ranks (the rewards table has one row per team rank).
    uint256 public constant MAX_TEAMS = 32;

    /// @notice The token rewards are paid in.
    IERC20 public immutable cakeToken;
    /// @notice The profile contract: registration reads the caller's team from it; claims add points.
    GriddleProfile public immutable griddleProfile;
    /// @notice The teams ranked: team ids and ranks run from 1 to this.
    uint256 public immutable numberTeams;

    /// @notice The current phase.
    CompetitionStatus public currentStatus;
    /// @notice May move the phases and publish the results, besides the owner (the keeper).
    address public operatorAddress;
    /// @notice The Merkle root of the final ranking; zero until published.
    bytes32 public resultsRoot;
    /// @notice The block the live phase started in; zero before.
    uint256 public liveStartBlock;
    /// @notice The block the live phase ended in (the `Close` block); zero before.
    uint256 public closeBlock;
    /// @notice Registered accounts.
    uint256 public numberRegistered;
    /// @notice CAKE received through `fundRewards`.
    uint256 public cakeFunded;
    /// @notice CAKE paid to claimants.
    uint256 public cakePaid;
    /// @notice CAKE the owner took back after the competition.
    uint256 public cakeWithdrawn;

    mapping(address account => UserStats) private _userStats;
    mapping(uint256 teamRank => CompetitionRewards) private _rankRewards;

    event NewCompetitionStatus(CompetitionStatus status, uint256 blockNumber);
    event NewOperatorAddress(address operatorAddress);
    event TeamRewardsUpdate(uint256 indexed teamRank);
    event RewardsFunded(address indexed funder, uint256 amount);
    event ResultsPublished(bytes32 root);
    event UserRegister(address indexed userAddress, uint256 teamId);
    event UserClaim(
        address indexed userAddress, uint256 teamRank, uint256 rewardGroup, uint256 cakeReward, uint256 points
    );
    event RemainderClaim(address indexed to, uint256 amount);

    /// @notice The caller is neither the owner nor the operator.
    error NotOwnerOrOperator(address caller);
    /// @notice The call needs phase `expected`; the competition is in `current`.
    error WrongStatus(CompetitionStatus current, CompetitionStatus expected);
    /// @notice Phases move forward one step at a time.
    error InvalidStatusChange(CompetitionStatus current, CompetitionStatus requested);
    /// @notice Claiming cannot start before the results are published.
    error ResultsNotPublished();
    /// @notice A zero root, address or amount where one is needed.
    error ZeroValue();
    /// @notice The rewards table cannot change once claiming has started.
    error RewardsLocked();
    /// @notice Team ranks run from 1 to `numberTeams`.
    error InvalidTeamRank(uint256 teamRank);
    /// @notice Reward groups run from 0 to 4.
    error InvalidRewardGroup(uint256 rewardGroup);
    /// @notice Between 1 and MAX_TEAMS teams.
    error InvalidNumberTeams(uint256 numberTeams);
    /// @notice The account has registered already.
    error AlreadyRegistered(address account);
    /// @notice The account has not registered.
    error NotRegistered(address account);
    /// @notice The account has claimed already.
    error AlreadyClaimed(address account);
    /// @notice The account has no profile, or a paused one.
    error ProfileNotActive(address account);
    /// @notice The proof does not lead from the account's leaf to the published root.
    error InvalidProof(address account);
    /// @notice The funded CAKE left does not cover the reward.
    error RewardsUnderfunded(uint256 reward, uint256 available);

    modifier onlyOwnerOrOperator() {
        if (msg.sender != owner() && msg.sender != operatorAddress) revert NotOwnerOrOperator(msg.sender);
        _;
    }

    modifier onlyStatus(CompetitionStatus expected) {
        if (currentStatus != expected) revert WrongStatus(currentStatus, expected);
        _;
    }

    /// @param cakeToken_ The reward token.
    /// @param griddleProfile_ The profile contract; the competition needs its POINT_ROLE to add points.
    /// @param numberTeams_ The teams ranked (the profile's team count when deployed).
    /// @param operator_ The keeper that moves the phases and publishes the results.
    /// @param owner_ The owner.
    constructor(
        IERC20 cakeToken_,
        GriddleProfile griddleProfile_,
        uint256 numberTeams_,
        address operator_,
        address owner_
    ) Ownable(owner_) {
        if (address(cakeToken_) == address(0) || address(griddleProfile_) == address(0)) revert ZeroValue();
        if (numberTeams_ == 0 || numberTeams_ > MAX_TEAMS) revert InvalidNumberTeams(numberTeams_);
        cakeToken = cakeToken_;
        griddleProfile = griddleProfile_;
        numberTeams = numberTeams_;
        _setOperator(operator_);
        // The registration phase starts here: readers find every phase's block among these events.
        emit NewCompetitionStatus(CompetitionStatus.Registration, block.number);
    }

    // ---------------------------------------------------------------- users

    /// @notice Registers the caller for its profile's team.
    ///
    /// Requirements: the registration phase; the caller has an active profile and has not registered.
    function register() external onlyStatus(CompetitionStatus.Registration) {
        UserStats storage stats = _userStats[msg.sender];
        if (stats.hasRegistered) revert AlreadyRegistered(msg.sender);
        uint256 teamId = _activeProfileTeam(msg.sender);
        stats.teamId = SafeCast.toUint64(teamId);
        stats.hasRegistered = true;
        ++numberRegistered;
        emit UserRegister(msg.sender, teamId);
    }

    /// @notice Claims the caller's reward: the CAKE and points its team's final rank and its reward
    /// group earn, as the published ranking says.
    /// @param teamRank The final rank of the caller's team (1 = first).
    /// @param rewardGroup The caller's reward group in its team (0 to 4).
    /// @param proof The Merkle proof of the caller's leaf.
    ///
    /// Requirements: the claiming phase; the caller registered and has not claimed; the proof leads
    /// from `(caller, its team, teamRank, rewardGroup)` to the root; the funded CAKE covers the reward.
    function claimReward(uint256 teamRank, uint256 rewardGroup, bytes32[] calldata proof)
        external
        nonReentrant
        onlyStatus(CompetitionStatus.Claiming)
    {
        UserStats storage stats = _userStats[msg.sender];
        if (!stats.hasRegistered) revert NotRegistered(msg.sender);
        if (stats.hasClaimed) revert AlreadyClaimed(msg.sender);
        _requireTeamRank(teamRank);
        _requireRewardGroup(rewardGroup);
        bytes32 leaf = resultLeaf(msg.sender, stats.teamId, teamRank, rewardGroup);
        if (!MerkleProof.verifyCalldata(proof, resultsRoot, leaf)) revert InvalidProof(msg.sender);

        CompetitionRewards storage rewards = _rankRewards[teamRank];
        uint256 cakeReward = rewards.cakeRewards[rewardGroup];
        uint256 points = rewards.pointUsers[rewardGroup];
        uint256 available = cakeFunded - cakePaid - cakeWithdrawn;
        if (cakeReward > available) revert RewardsUnderfunded(cakeReward, available);

        stats.hasClaimed = true;
        // Both were checked against their bounds (numberTeams <= MAX_TEAMS, groups < 5) above.
        stats.teamRank = uint64(teamRank);
        stats.rewardGroup = uint8(rewardGroup);
        cakePaid += cakeReward;
        emit UserClaim(msg.sender, teamRank, rewardGroup, cakeReward, points);

        if (cakeReward > 0) cakeToken.safeTransfer(msg.sender, cakeReward);
        if (points > 0) griddleProfile.increaseUserPoints(msg.sender, points, rewards.userCampaignId[rewardGroup]);
    }

    // ---------------------------------------------------------------- owner and operator

    /// @notice Moves the competition to the next phase.
    ///
    /// Requirements: the caller is the owner or the operator; `status` is the phase after the current
    /// one; `Claiming` only once the results are published.
    function updateCompetitionStatus(CompetitionStatus status) external onlyOwnerOrOperator {
        if (currentStatus == CompetitionStatus.Over || uint8(status) != uint8(currentStatus) + 1) {
            revert InvalidStatusChange(currentStatus, status);
        }
        if (status == CompetitionStatus.Claiming && resultsRoot == bytes32(0)) revert ResultsNotPublished();
        if (status == CompetitionStatus.Live) liveStartBlock = block.number;
        if (status == CompetitionStatus.Close) closeBlock = block.number;
        currentStatus = status;
        emit NewCompetitionStatus(status, block.number);
    }

    /// @notice Publishes (or, before claiming starts, replaces) the Merkle root of the final ranking.
    ///
    /// Requirements: the caller is the owner or the operator; the close phase; a non-zero root.
    function publishResults(bytes32 root) external onlyOwnerOrOperator onlyStatus(CompetitionStatus.Close) {
        if (root == bytes32(0)) revert ZeroValue();
        resultsRoot = root;
        emit ResultsPublished(root);
    }

    /// @notice Sets the rewards of team rank `teamRank`, by reward group.
    ///
    /// Requirements: the caller is the owner; before claiming; a rank from 1 to `numberTeams`.
    function updateTeamRewards(
        uint256 teamRank,
        uint256[5] calldata userCampaignIds,
        uint256[5] calldata cakeRewards,
        uint256[5] calldata pointRewards
    ) external onlyOwner {
        if (currentStatus >= CompetitionStatus.Claiming) revert RewardsLocked();
        _requireTeamRank(teamRank);
        _rankRewards[teamRank] = CompetitionRewards(userCampaignIds, cakeRewards, pointRewards);
        emit TeamRewardsUpdate(teamRank);
    }

    /// @notice Adds `amount` CAKE to the rewards, taken from the caller; counted as received.
    ///
    /// Requirements: before the competition is over; a non-zero amount.
    function fundRewards(uint256 amount) external nonReentrant {
        if (currentStatus == CompetitionStatus.Over) revert WrongStatus(currentStatus, CompetitionStatus.Claiming);
        if (amount == 0) revert ZeroValue();
        uint256 before = cakeToken.balanceOf(address(this));
        cakeToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = cakeToken.balanceOf(address(this)) - before;
        cakeFunded += received;
        emit RewardsFunded(msg.sender, received);
    }

    /// @notice Sends the funded CAKE nobody claimed to the owner.
    ///
    /// Requirements: the caller is the owner; the competition is over.
    function claimRemainder() external onlyOwner nonReentrant onlyStatus(CompetitionStatus.Over) {
        uint256 amount = cakeFunded - cakePaid - cakeWithdrawn;
        cakeWithdrawn += amount;
        emit RemainderClaim(msg.sender, amount);
        if (amount > 0) cakeToken.safeTransfer(msg.sender, amount);
    }

    /// @notice Sets the operator. Requirements: the caller is the owner; a non-zero address.
    function setOperatorAddress(address operator_) external onlyOwner {
        _setOperator(operator_);
    }

    // ---------------------------------------------------------------- views

    /// @notice The leaf of `account` in the results tree: OpenZeppelin's standard leaf (the hash of
    /// the hash of the ABI-encoded values, so no leaf can pass as an inner node).
    function resultLeaf(address account, uint256 teamId, uint256 teamRank, uint256 rewardGroup)
        public
        pure
        returns (bytes32)
    {
        return keccak256(bytes.concat(keccak256(abi.encode(account, teamId, teamRank, rewardGroup))));
    }

    /// @notice `account`'s entry: team, and after its claim its team's rank and its reward group.
    function viewUserStatus(address account)
        external
        view
        returns (bool hasRegistered, bool hasClaimed, uint256 teamId, uint256 teamRank, uint256 rewardGroup)
    {
        UserStats storage stats = _userStats[account];
        return (stats.hasRegistered, stats.hasClaimed, stats.teamId, stats.teamRank, stats.rewardGroup);
    }

    /// @notice What a claim of `account` with `teamRank` and `rewardGroup` pays (checked against the
    /// proof only by the claim itself): its registered and claimed flags, the CAKE and the points.
    function claimInformation(address account, uint256 teamRank, uint256 rewardGroup)
        external
        view
        returns (bool hasRegistered, bool hasClaimed, uint256 cakeReward, uint256 pointReward)
    {
        _requireTeamRank(teamRank);
        _requireRewardGroup(rewardGroup);
        UserStats storage stats = _userStats[account];
        CompetitionRewards storage rewards = _rankRewards[teamRank];
        return (
            stats.hasRegistered, stats.hasClaimed, rewards.cakeRewards[rewardGroup], rewards.pointUsers[rewardGroup]
        );
    }

    /// @notice The rewards of every team rank, rank 1 first.
    function viewRewardTeams() external view returns (CompetitionRewards[] memory rewards) {
        rewards = new CompetitionRewards[](numberTeams);
        for (uint256 i = 0; i < numberTeams; ++i) {
            rewards[i] = _rankRewards[i + 1];
        }
    }

    // ---------------------------------------------------------------- internals

    /// @dev The team of `account`'s profile; reverts with ProfileNotActive when it has none or a
    /// paused one (the profile's read reverts for an account without a profile).
    function _activeProfileTeam(address account) private view returns (uint256 teamId) {
        try griddleProfile.getUserProfile(account) returns (
            uint256, uint256, uint256 profileTeamId, address, uint256, bool isActive
        ) {
            if (!isActive) revert ProfileNotActive(account);
            return profileTeamId;
        } catch {
            revert ProfileNotActive(account);
        }
    }

    function _setOperator(address operator_) private {
        if (operator_ == address(0)) revert ZeroValue();
        operatorAddress = operator_;
        emit NewOperatorAddress(operator_);
    }

    function _requireTeamRank(uint256 teamRank) private view {
        if (teamRank == 0 || teamRank > numberTeams) revert InvalidTeamRank(teamRank);
    }

    function _requireRewardGroup(uint256 rewardGroup) private pure {
        if (rewardGroup >= NUMBER_REWARD_GROUPS) revert InvalidRewardGroup(rewardGroup);
    }
}
