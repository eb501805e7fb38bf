// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title GriddleProfile
/// @notice Spec 001's profiles and teams: a user registers once with a team and a collectible avatar,
/// which the contract holds while the profile is active and returns when it is paused; achievement
/// points are granted by POINT_ROLE holders (claim contracts, the points center) under a campaign id.
/// ABI-compatible with PancakeSwap's PancakeProfile for every call the spec names.
/// @dev Rules that differ from PancakeProfile's, each on purpose:
/// - CAKE costs go straight from the user to `cakeReceiver`: the contract never holds CAKE, so it has
///   no `claimFee`.
/// - Avatars are pulled with `transferFrom` (the contract is the operator, so it needs no
///   `onERC721Received`), and the contract accepts no collectible sent to it any other way: a
///   `safeTransferFrom` to it reverts instead of leaving the token stuck here.
/// - Every state-changing user call is `nonReentrant` and writes its state before touching tokens,
///   so the collection's or the user's ERC721 callback sees the profile as it ends up.
/// - Point removals emit events (PancakeProfile's are silent), and points granted to an address
///   before it registers are kept, so an indexer's totals stay exact.
/// - The CAKE costs are bounded by `MAX_NUMBER_CAKE`.
contract GriddleProfile is AccessControl, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice A team, as `getTeamProfile` returns it.
    struct Team {
        string teamName;
        string teamDescription;
        uint256 numberUsers;
        uint256 numberPoints;
        bool isJoinable;
    }

    /// @notice A profile, as `getUserProfile` returns it. A paused profile holds no collectible.
    struct User {
        uint256 userId;
        uint256 numberPoints;
        uint256 teamId;
        address nftAddress;
        uint256 tokenId;
        bool isActive;
    }

    /// @notice Collections whose tokens may be avatars ("collectibles must be approved ones").
    bytes32 public constant NFT_ROLE = keccak256("NFT_ROLE");
    /// @notice Grants and removes points.
    bytes32 public constant POINT_ROLE = keccak256("POINT_ROLE");
    /// @notice Moves users between teams.
    bytes32 public constant SPECIAL_ROLE = keccak256("SPECIAL_ROLE");
    /// @notice Highest CAKE cost of registering, reactivating or updating.
    uint256 public constant MAX_NUMBER_CAKE = 1_000 ether;
    /// @notice Most users one multiple-user points call takes, as PancakeProfile's (1,000), well
    /// within a transaction's gas.
    uint256 public constant MAX_USERS_PER_CALL = 1_000;
    /// @notice ERC-721's interface id, which an approved collection must support.
    bytes4 private constant _ERC721_INTERFACE_ID = 0x80ac58cd;

    /// @notice The token profiles are paid in.
    IERC20 public immutable cakeToken;
    /// @notice Receives every CAKE cost.
    address public cakeReceiver;
    uint256 public numberActiveProfiles;
    uint256 public numberCakeToReactivate;
    uint256 public numberCakeToRegister;
    uint256 public numberCakeToUpdate;
    uint256 public numberTeams;
    /// @notice Profiles ever created; the last user id.
    uint256 public numberUsers;
    /// @notice Whether the address ever created a profile (paused or not).
    mapping(address user => bool) public hasRegistered;

    mapping(uint256 teamId => Team) private _teams;
    mapping(address user => User) private _users;

    event TeamAdd(uint256 teamId, string teamName);
    event TeamRename(uint256 indexed teamId, string teamName, string teamDescription);
    event TeamJoinableChange(uint256 indexed teamId, bool isJoinable);
    event TeamPointIncrease(uint256 indexed teamId, uint256 numberPoints, uint256 indexed campaignId);
    event TeamPointDecrease(uint256 indexed teamId, uint256 numberPoints);
    event UserChangeTeam(address indexed userAddress, uint256 oldTeamId, uint256 newTeamId);
    event UserNew(address indexed userAddress, uint256 teamId, address nftAddress, uint256 tokenId);
    event UserPause(address indexed userAddress, uint256 teamId);
    event UserPointIncrease(address indexed userAddress, uint256 numberPoints, uint256 indexed campaignId);
    event UserPointIncreaseMultiple(address[] userAddresses, uint256 numberPoints, uint256 indexed campaignId);
    event UserPointDecrease(address indexed userAddress, uint256 numberPoints);
    event UserPointDecreaseMultiple(address[] userAddresses, uint256 numberPoints);
    event UserReactivate(address indexed userAddress, uint256 teamId, address nftAddress, uint256 tokenId);
    event UserUpdate(address indexed userAddress, address nftAddress, uint256 tokenId);
    event NewCakeReceiver(address cakeReceiver);
    event NewNumberCake(uint256 numberCakeToReactivate, uint256 numberCakeToRegister, uint256 numberCakeToUpdate);

    /// @notice The address already has a profile.
    error AlreadyRegistered(address user);
    /// @notice The address has no profile.
    error NotRegistered(address user);
    /// @notice The profile is paused; the call needs an active one.
    error ProfileNotActive(address user);
    /// @notice The profile is active; the call needs a paused one.
    error ProfileActive(address user);
    /// @notice No team has this id.
    error InvalidTeam(uint256 teamId);
    /// @notice The team takes no new members now.
    error TeamNotJoinable(uint256 teamId);
    /// @notice The user is in this team already.
    error AlreadyInTeam(address user, uint256 teamId);
    /// @notice A team name must have 4 to 19 bytes, as PancakeProfile's.
    error InvalidTeamName(uint256 length);
    /// @notice The collection is not approved (it lacks NFT_ROLE).
    error NftNotApproved(address nftAddress);
    /// @notice The collection does not implement ERC-721.
    error NotErc721(address nftAddress);
    /// @notice The caller does not own the token.
    error NotNftOwner(address nftAddress, uint256 tokenId);
    /// @notice A CAKE cost is above `MAX_NUMBER_CAKE`.
    error CakeCostTooHigh(uint256 value, uint256 maximum);
    /// @notice A multiple-user call lists more than `MAX_USERS_PER_CALL` users.
    error TooManyUsers(uint256 length, uint256 maximum);
    /// @notice Removing more points than the user or team has.
    error InsufficientPoints(uint256 requested, uint256 available);
    /// @notice The zero address.
    error ZeroAddress();

    /// @param cakeToken_ The token costs are paid in.
    /// @param cakeReceiver_ Receives every CAKE cost.
    /// @param numberCakeToReactivate_ CAKE to reactivate a paused profile.
    /// @param numberCakeToRegister_ CAKE to create a profile.
    /// @param numberCakeToUpdate_ CAKE to change the avatar.
    /// @param admin Holds DEFAULT_ADMIN_ROLE: adds teams, approves collections, grants roles, sets costs.
    constructor(
        IERC20 cakeToken_,
        address cakeReceiver_,
        uint256 numberCakeToReactivate_,
        uint256 numberCakeToRegister_,
        uint256 numberCakeToUpdate_,
        address admin
    ) {
        if (address(cakeToken_) == address(0) || cakeReceiver_ == address(0) || admin == address(0)) {
            revert ZeroAddress();
        }
        cakeToken = cakeToken_;
        cakeReceiver = cakeReceiver_;
        _setNumberCake(numberCakeToReactivate_, numberCakeToRegister_, numberCakeToUpdate_);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    // ---------------------------------------------------------------- users

    /// @notice Creates the caller's profile in `teamId` with token `tokenId` of `nftAddress` as its
    /// avatar, which the contract keeps while the profile is active, for `numberCakeToRegister` CAKE.
    ///
    /// Requirements:
    /// - the caller has no profile; `teamId` exists and is joinable; `nftAddress` is approved;
    /// - the caller owns the token and approved this contract for it, and approved the CAKE cost.
    function createProfile(uint256 teamId, address nftAddress, uint256 tokenId) external nonReentrant {
        if (hasRegistered[msg.sender]) revert AlreadyRegistered(msg.sender);
        _requireJoinable(teamId);
        _requireOwnedApprovedNft(nftAddress, tokenId);

        User storage user = _users[msg.sender];
        // Points granted before registering are kept (PancakeProfile wipes them), so the points an
        // indexer summed from the events are the profile's.
        (user.userId, user.teamId, user.nftAddress, user.tokenId, user.isActive) =
            (++numberUsers, teamId, nftAddress, tokenId, true);
        hasRegistered[msg.sender] = true;
        ++numberActiveProfiles;
        ++_teams[teamId].numberUsers;
        emit UserNew(msg.sender, teamId, nftAddress, tokenId);

        IERC721(nftAddress).transferFrom(msg.sender, address(this), tokenId);
        _charge(numberCakeToRegister);
    }

    /// @notice Pauses the caller's profile and returns its avatar. Points and team are kept; the
    /// profile leaves its team's member count until reactivated.
    ///
    /// Requirements: the caller's profile is active.
    function pauseProfile() external nonReentrant {
        User storage user = _activeUser(msg.sender);
        (address nftAddress, uint256 tokenId, uint256 teamId) = (user.nftAddress, user.tokenId, user.teamId);
        user.isActive = false;
        user.nftAddress = address(0);
        user.tokenId = 0;
        --numberActiveProfiles;
        --_teams[teamId].numberUsers;
        emit UserPause(msg.sender, teamId);

        IERC721(nftAddress).safeTransferFrom(address(this), msg.sender, tokenId);
    }

    /// @notice Swaps the caller's avatar for `tokenId` of `nftAddress` and returns the old one, for
    /// `numberCakeToUpdate` CAKE.
    ///
    /// Requirements: the caller's profile is active; as `createProfile` for the new token and the cost.
    function updateProfile(address nftAddress, uint256 tokenId) external nonReentrant {
        User storage user = _activeUser(msg.sender);
        _requireOwnedApprovedNft(nftAddress, tokenId);
        (address oldNftAddress, uint256 oldTokenId) = (user.nftAddress, user.tokenId);
        (user.nftAddress, user.tokenId) = (nftAddress, tokenId);
        emit UserUpdate(msg.sender, nftAddress, tokenId);

        IERC721(nftAddress).transferFrom(msg.sender, address(this), tokenId);
        _charge(numberCakeToUpdate);
        IERC721(oldNftAddress).safeTransferFrom(address(this), msg.sender, oldTokenId);
    }

    /// @notice Reactivates the caller's paused profile in its team with `tokenId` of `nftAddress`, for
    /// `numberCakeToReactivate` CAKE. The team need not be joinable: the user never left it.
    ///
    /// Requirements: the caller's profile exists and is paused; as `createProfile` for the token and
    /// the cost.
    function reactivateProfile(address nftAddress, uint256 tokenId) external nonReentrant {
        if (!hasRegistered[msg.sender]) revert NotRegistered(msg.sender);
        User storage user = _users[msg.sender];
        if (user.isActive) revert ProfileActive(msg.sender);
        _requireOwnedApprovedNft(nftAddress, tokenId);
        uint256 teamId = user.teamId;
        (user.isActive, user.nftAddress, user.tokenId) = (true, nftAddress, tokenId);
        ++numberActiveProfiles;
        ++_teams[teamId].numberUsers;
        emit UserReactivate(msg.sender, teamId, nftAddress, tokenId);

        IERC721(nftAddress).transferFrom(msg.sender, address(this), tokenId);
        _charge(numberCakeToReactivate);
    }

    // ---------------------------------------------------------------- points

    /// @notice Grants `user` `numberPoints` for campaign `campaignId`. Requirements: the caller has POINT_ROLE.
    function increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        _users[user].numberPoints += numberPoints;
        emit UserPointIncrease(user, numberPoints, campaignId);
    }

    /// @notice Grants each of `users` `numberPoints` for campaign `campaignId`.
    ///
    /// Requirements: the caller has POINT_ROLE; at most `MAX_USERS_PER_CALL` users.
    function increaseUserPointsMultiple(address[] calldata users, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        _requireFewUsers(users.length);
        for (uint256 i = 0; i < users.length; ++i) {
            _users[users[i]].numberPoints += numberPoints;
        }
        emit UserPointIncreaseMultiple(users, numberPoints, campaignId);
    }

    /// @notice Grants team `teamId` `numberPoints` for campaign `campaignId`.
    ///
    /// Requirements: the caller has POINT_ROLE; the team exists.
    function increaseTeamPoints(uint256 teamId, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        _requireTeam(teamId);
        _teams[teamId].numberPoints += numberPoints;
        emit TeamPointIncrease(teamId, numberPoints, campaignId);
    }

    /// @notice Takes `numberPoints` from `user`. Requirements: the caller has POINT_ROLE; the user has them.
    function removeUserPoints(address user, uint256 numberPoints) external onlyRole(POINT_ROLE) {
        _removeUserPoints(user, numberPoints);
        emit UserPointDecrease(user, numberPoints);
    }

    /// @notice Takes `numberPoints` from each of `users`.
    ///
    /// Requirements: the caller has POINT_ROLE; at most `MAX_USERS_PER_CALL` users; each has the points.
    function removeUserPointsMultiple(address[] calldata users, uint256 numberPoints)
        external
        onlyRole(POINT_ROLE)
    {
        _requireFewUsers(users.length);
        for (uint256 i = 0; i < users.length; ++i) {
            _removeUserPoints(users[i], numberPoints);
        }
        emit UserPointDecreaseMultiple(users, numberPoints);
    }

    /// @notice Takes `numberPoints` from team `teamId`. Requirements: the caller has POINT_ROLE; the team has them.
    function removeTeamPoints(uint256 teamId, uint256 numberPoints) external onlyRole(POINT_ROLE) {
        _requireTeam(teamId);
        Team storage team = _teams[teamId];
        if (team.numberPoints < numberPoints) revert InsufficientPoints(numberPoints, team.numberPoints);
        // Checked just above.
        unchecked {
            team.numberPoints -= numberPoints;
        }
        emit TeamPointDecrease(teamId, numberPoints);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Adds a joinable team with the next id. Requirements: the caller is an admin; 4 to 19 bytes of name.
    function addTeam(string calldata teamName, string calldata teamDescription)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _requireTeamName(teamName);
        uint256 teamId = ++numberTeams;
        _teams[teamId] = Team({
            teamName: teamName,
            teamDescription: teamDescription,
            numberUsers: 0,
            numberPoints: 0,
            isJoinable: true
        });
        emit TeamAdd(teamId, teamName);
    }

    /// @notice Renames team `teamId`. Requirements: the caller is an admin; the team exists; 4 to 19 bytes of name.
    function renameTeam(uint256 teamId, string calldata teamName, string calldata teamDescription)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _requireTeam(teamId);
        _requireTeamName(teamName);
        (_teams[teamId].teamName, _teams[teamId].teamDescription) = (teamName, teamDescription);
        emit TeamRename(teamId, teamName, teamDescription);
    }

    /// @notice Lets new users join team `teamId`. Requirements: the caller is an admin; the team exists.
    function makeTeamJoinable(uint256 teamId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setJoinable(teamId, true);
    }

    /// @notice Closes team `teamId` to new users. Requirements: the caller is an admin; the team exists.
    function makeTeamNotJoinable(uint256 teamId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setJoinable(teamId, false);
    }

    /// @notice Moves `user` to team `newTeamId` (PancakeProfile's `changeTeam`).
    ///
    /// Requirements: the caller has SPECIAL_ROLE; the user has a profile; the team exists, is joinable
    /// and is not the user's.
    function changeTeam(address user, uint256 newTeamId) external onlyRole(SPECIAL_ROLE) {
        if (!hasRegistered[user]) revert NotRegistered(user);
        _requireJoinable(newTeamId);
        User storage profile = _users[user];
        uint256 oldTeamId = profile.teamId;
        if (oldTeamId == newTeamId) revert AlreadyInTeam(user, newTeamId);
        profile.teamId = newTeamId;
        // A paused profile counts in no team's members, so only an active one moves a member.
        if (profile.isActive) {
            --_teams[oldTeamId].numberUsers;
            ++_teams[newTeamId].numberUsers;
        }
        emit UserChangeTeam(user, oldTeamId, newTeamId);
    }

    /// @notice Approves collection `nftAddress` for avatars (grants it NFT_ROLE; `revokeRole` withdraws
    /// the approval, which leaves held avatars returnable).
    ///
    /// Requirements: the caller is an admin; the collection supports ERC-721.
    function addNftAddress(address nftAddress) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (!_supportsErc721(nftAddress)) revert NotErc721(nftAddress);
        _grantRole(NFT_ROLE, nftAddress);
    }

    /// @notice Sets the CAKE costs. Requirements: the caller is an admin; each at most `MAX_NUMBER_CAKE`.
    function updateNumberCake(
        uint256 newNumberCakeToReactivate,
        uint256 newNumberCakeToRegister,
        uint256 newNumberCakeToUpdate
    ) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setNumberCake(newNumberCakeToReactivate, newNumberCakeToRegister, newNumberCakeToUpdate);
    }

    /// @notice Sets who receives the CAKE costs. Requirements: the caller is an admin; not zero.
    function setCakeReceiver(address newCakeReceiver) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (newCakeReceiver == address(0)) revert ZeroAddress();
        cakeReceiver = newCakeReceiver;
        emit NewCakeReceiver(newCakeReceiver);
    }

    // ---------------------------------------------------------------- views

    /// @notice `user`'s profile: user id, points, team id, avatar collection and token, active flag.
    /// Requirements: the user has a profile.
    function getUserProfile(address user)
        external
        view
        returns (uint256, uint256, uint256, address, uint256, bool)
    {
        if (!hasRegistered[user]) revert NotRegistered(user);
        User storage profile = _users[user];
        return (
            profile.userId,
            profile.numberPoints,
            profile.teamId,
            profile.nftAddress,
            profile.tokenId,
            profile.isActive
        );
    }

    /// @notice Whether `user` has an active profile (false for anyone without one).
    function getUserStatus(address user) external view returns (bool) {
        return _users[user].isActive;
    }

    /// @notice Team `teamId`: name, description, active members, points, joinable flag.
    /// Requirements: the team exists.
    function getTeamProfile(uint256 teamId)
        external
        view
        returns (string memory, string memory, uint256, uint256, bool)
    {
        _requireTeam(teamId);
        Team storage team = _teams[teamId];
        return (team.teamName, team.teamDescription, team.numberUsers, team.numberPoints, team.isJoinable);
    }

    // ---------------------------------------------------------------- internals

    function _activeUser(address account) private view returns (User storage user) {
        if (!hasRegistered[account]) revert NotRegistered(account);
        user = _users[account];
        if (!user.isActive) revert ProfileNotActive(account);
    }

    function _requireTeam(uint256 teamId) private view {
        if (teamId == 0 || teamId > numberTeams) revert InvalidTeam(teamId);
    }

    function _requireJoinable(uint256 teamId) private view {
        _requireTeam(teamId);
        if (!_teams[teamId].isJoinable) revert TeamNotJoinable(teamId);
    }

    function _requireTeamName(string calldata teamName) private pure {
        uint256 length = bytes(teamName).length;
        if (length < 4 || length > 19) revert InvalidTeamName(length);
    }

    function _requireOwnedApprovedNft(address nftAddress, uint256 tokenId) private view {
        if (!hasRole(NFT_ROLE, nftAddress)) revert NftNotApproved(nftAddress);
        if (IERC721(nftAddress).ownerOf(tokenId) != msg.sender) revert NotNftOwner(nftAddress, tokenId);
    }

    function _requireFewUsers(uint256 length) private pure {
        if (length > MAX_USERS_PER_CALL) revert TooManyUsers(length, MAX_USERS_PER_CALL);
    }

    function _removeUserPoints(address account, uint256 numberPoints) private {
        User storage user = _users[account];
        if (user.numberPoints < numberPoints) revert InsufficientPoints(numberPoints, user.numberPoints);
        // Checked just above.
        unchecked {
            user.numberPoints -= numberPoints;
        }
    }

    function _setJoinable(uint256 teamId, bool isJoinable) private {
        _requireTeam(teamId);
        _teams[teamId].isJoinable = isJoinable;
        emit TeamJoinableChange(teamId, isJoinable);
    }

    function _setNumberCake(uint256 toReactivate, uint256 toRegister, uint256 toUpdate) private {
        uint256 highest = toReactivate > toRegister ? toReactivate : toRegister;
        if (toUpdate > highest) highest = toUpdate;
        if (highest > MAX_NUMBER_CAKE) revert CakeCostTooHigh(highest, MAX_NUMBER_CAKE);
        (numberCakeToReactivate, numberCakeToRegister, numberCakeToUpdate) = (toReactivate, toRegister, toUpdate);
        emit NewNumberCake(toReactivate, toRegister, toUpdate);
    }

    function _charge(uint256 amount) private {
        if (amount != 0) cakeToken.safeTransferFrom(msg.sender, cakeReceiver, amount);
    }

    function _supportsErc721(address nftAddress) private view returns (bool) {
        if (nftAddress.code.length == 0) return false;
        try IERC165(nftAddress).supportsInterface(_ERC721_INTERFACE_ID) returns (bool supported) {
            return supported;
        } catch {
            return false;
        }
    }
}
