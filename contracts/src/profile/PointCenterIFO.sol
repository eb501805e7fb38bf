// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IIFO} from "../interfaces/IIFO.sol";
import {GriddleProfile} from "./GriddleProfile.sol";

/// @title PointCenterIFO
/// @notice The points claim of initial farm offerings (spec 001 section 3, achievements of type 'ifo'):
/// a participant with an active profile who committed at least an offering's `thresholdToClaim` and
/// collected their tokens claims that offering's points once, under its campaign id.
/// ABI-compatible with PancakeSwap's PointCenterIFO (`ifos(address)`, `checkClaimStatus`,
/// `checkClaimStatuses`, `getPoints`, `addIFOAddress`).
/// @dev Unlike PancakeSwap's, whose `getPoints` wants more than the threshold while
/// `checkClaimStatus` accepts it exactly, both take "at least the threshold", and `checkClaimStatus`
/// also wants an active profile, so the view answers true exactly when `getPoints` would succeed. The
/// contract needs the profile's POINT_ROLE.
contract PointCenterIFO is Ownable {
    /// @notice An offering's points terms.
    struct IFOs {
        uint256 thresholdToClaim;
        uint256 campaignId;
        uint256 numberPoints;
    }

    /// @notice Highest `maxViewLength`.
    uint256 public constant MAX_VIEW_LENGTH_LIMIT = 1_000;

    /// @notice The profile contract the points are granted on.
    GriddleProfile public immutable profile;
    /// @notice Most offerings one `checkClaimStatuses` call reads.
    uint256 public maxViewLength;
    /// @notice Each offering's terms, by its address; zeros for an offering never added.
    mapping(address ifo => IFOs) public ifos;

    mapping(address user => mapping(address ifo => bool)) private _claimed;

    event IFOAdd(
        address indexed contractAddress, uint256 thresholdToClaim, uint256 indexed campaignId, uint256 numberPoints
    );
    event NewMaxViewLength(uint256 maxViewLength);
    /// @notice `user` claimed `ifo`'s points.
    event PointsClaim(address indexed user, address indexed ifo);

    /// @notice The offering has no campaign or no points.
    error InvalidIFO(address ifo);
    /// @notice The user already claimed this offering's points.
    error AlreadyClaimed(address user, address ifo);
    /// @notice The user has no active profile.
    error ProfileNotActive(address user);
    /// @notice The user did not collect the offering's tokens.
    error NotCollected(address user, address ifo);
    /// @notice The user committed less than the threshold.
    error BelowThreshold(uint256 amount, uint256 thresholdToClaim);
    /// @notice More offerings than `maxViewLength`, or a length above `MAX_VIEW_LENGTH_LIMIT`.
    error TooMany(uint256 length, uint256 maximum);
    /// @notice The zero address.
    error ZeroAddress();

    /// @param profile_ The profile contract; the center needs its POINT_ROLE.
    /// @param maxViewLength_ Most offerings one `checkClaimStatuses` call reads.
    /// @param initialOwner Adds offerings.
    constructor(GriddleProfile profile_, uint256 maxViewLength_, address initialOwner) Ownable(initialOwner) {
        if (address(profile_) == address(0)) revert ZeroAddress();
        profile = profile_;
        _setMaxViewLength(maxViewLength_);
    }

    /// @notice Claims the caller's points for offering `ifo`.
    ///
    /// Requirements: `ifo` has a campaign and points; the caller has not claimed them, has an active
    /// profile, collected the offering's tokens and committed at least its threshold.
    function getPoints(address ifo) external {
        IFOs memory terms = ifos[ifo];
        if (terms.campaignId == 0 || terms.numberPoints == 0) revert InvalidIFO(ifo);
        if (_claimed[msg.sender][ifo]) revert AlreadyClaimed(msg.sender, ifo);
        if (!profile.getUserStatus(msg.sender)) revert ProfileNotActive(msg.sender);
        (uint256 amount, bool collected) = IIFO(ifo).userInfo(msg.sender);
        if (!collected) revert NotCollected(msg.sender, ifo);
        if (amount < terms.thresholdToClaim) revert BelowThreshold(amount, terms.thresholdToClaim);

        _claimed[msg.sender][ifo] = true;
        emit PointsClaim(msg.sender, ifo);
        profile.increaseUserPoints(msg.sender, terms.numberPoints, terms.campaignId);
    }

    /// @notice Sets offering `ifo`'s terms (a zero campaign or zero points closes its claims).
    /// Requirements: the owner; `ifo` not zero.
    function addIFOAddress(address ifo, uint256 thresholdToClaim, uint256 campaignId, uint256 numberPoints)
        external
        onlyOwner
    {
        if (ifo == address(0)) revert ZeroAddress();
        ifos[ifo] = IFOs({thresholdToClaim: thresholdToClaim, campaignId: campaignId, numberPoints: numberPoints});
        emit IFOAdd(ifo, thresholdToClaim, campaignId, numberPoints);
    }

    /// @notice Sets how many offerings one `checkClaimStatuses` call reads.
    /// Requirements: the owner; at most `MAX_VIEW_LENGTH_LIMIT`.
    function updateMaxViewLength(uint256 newMaxViewLength) external onlyOwner {
        _setMaxViewLength(newMaxViewLength);
    }

    /// @notice Whether `user` can claim `ifo`'s points now.
    function checkClaimStatus(address user, address ifo) external view returns (bool) {
        return _canClaim(user, ifo);
    }

    /// @notice `checkClaimStatus` for each of `ifoAddresses`. Requirements: at most `maxViewLength` of them.
    function checkClaimStatuses(address user, address[] calldata ifoAddresses) external view returns (bool[] memory) {
        if (ifoAddresses.length > maxViewLength) revert TooMany(ifoAddresses.length, maxViewLength);
        bool[] memory statuses = new bool[](ifoAddresses.length);
        for (uint256 i = 0; i < ifoAddresses.length; ++i) {
            statuses[i] = _canClaim(user, ifoAddresses[i]);
        }
        return statuses;
    }

    /// @notice Whether `user` claimed `ifo`'s points.
    function hasClaimed(address user, address ifo) external view returns (bool) {
        return _claimed[user][ifo];
    }

    function _canClaim(address user, address ifo) private view returns (bool) {
        IFOs memory terms = ifos[ifo];
        if (terms.campaignId == 0 || terms.numberPoints == 0 || _claimed[user][ifo]) return false;
        if (!profile.getUserStatus(user)) return false;
        (uint256 amount, bool collected) = IIFO(ifo).userInfo(user);
        return collected && amount >= terms.thresholdToClaim;
    }

    function _setMaxViewLength(uint256 newMaxViewLength) private {
        if (newMaxViewLength > MAX_VIEW_LENGTH_LIMIT) revert TooMany(newMaxViewLength, MAX_VIEW_LENGTH_LIMIT);
        maxViewLength = newMaxViewLength;
        emit NewMaxViewLength(newMaxViewLength);
    }
}
