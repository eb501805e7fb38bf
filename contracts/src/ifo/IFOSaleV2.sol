// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IIFO} from "../interfaces/IIFO.sol";
import {IProfileStatus} from "../interfaces/IProfileStatus.sol";
import {IFOSaleBase} from "./IFOSaleBase.sol";

/// @title IFOSaleV2
/// @notice A version 2 initial farm offering (spec 001 section 3): a basic pool (pid 0, a limit per
/// user, usually no tax) and an unlimited pool (pid 1, usually taxed on the overflow), both committing
/// the same LP token. ABI-compatible with PancakeSwap's IFOV2 (`depositPool`, `harvestPool`, `setPool`,
/// `viewPoolInformation`, `viewPoolTaxRateOverflow`, `viewUserAllocationPools`, `viewUserInfo`,
/// `viewUserOfferingAndRefundingAmountsForPools`, `finalWithdraw`, `updateStartAndEndBlocks`, the point
/// parameters), with the rules of IFOSaleBase and IFOPoolMath.
/// @dev The point parameters describe the offering's points campaign; the points themselves are
/// claimed on PointCenterIFO, which reads `userInfo`, so this contract needs no role on the profile.
/// Every view answers for any pool id, before the start and for unset pools, and never reverts.
contract IFOSaleV2 is IFOSaleBase, IIFO {
    /// @notice How many pools the sale has.
    uint8 public constant numberPools = 2;
    /// @notice Scale of an allocation in `viewUserAllocationPools`: 1e12 is the whole pool.
    uint256 public constant ALLOCATION_PRECISION = 1e12;

    /// @notice The offering's points campaign id.
    uint256 public campaignId;
    /// @notice Points the campaign gives.
    uint256 public numberPoints;
    /// @notice LP a user commits in all to qualify for the points.
    uint256 public thresholdPoints;

    /// @notice `user` committed `amount` LP to pool `pid`.
    event Deposit(address indexed user, uint256 amount, uint8 indexed pid);
    /// @notice `user` harvested `offeringAmount` tokens and `excessAmount` LP refunded from pool `pid`.
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount, uint8 indexed pid);
    /// @notice The owner set pool `pid`'s terms.
    event PoolParametersSet(uint256 offeringAmountPool, uint256 raisingAmountPool, uint8 pid);
    /// @notice The owner set the points campaign.
    event PointParametersSet(uint256 campaignId, uint256 numberPoints, uint256 thresholdPoints);

    /// @param lpToken_ The LP token committed.
    /// @param offeringToken_ The token offered.
    /// @param profile_ Where active profiles are checked.
    /// @param startBlock_ First block deposits are accepted.
    /// @param endBlock_ First block harvests are accepted.
    /// @param adminAddress Sets the terms and withdraws the raise.
    constructor(
        IERC20 lpToken_,
        IERC20 offeringToken_,
        IProfileStatus profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        address adminAddress
    ) IFOSaleBase(lpToken_, offeringToken_, profile_, startBlock_, endBlock_, adminAddress) {}

    /// @notice Commits `amount` LP to pool `pid`.
    ///
    /// Requirements: an active profile; a set pool; the sale open; a non-zero amount within the pool's
    /// limit per user; the offering funded; the LP token delivering the whole amount.
    function depositPool(uint256 amount, uint8 pid) external nonReentrant {
        _deposit(pid, amount);
        emit Deposit(msg.sender, amount, pid);
    }

    /// @notice Sends the caller's offering tokens and LP refund from pool `pid`.
    /// Requirements: the sale has ended; the caller committed to the pool and has not harvested it.
    function harvestPool(uint8 pid) external nonReentrant {
        (uint256 offering, uint256 refund) = _harvest(pid);
        emit Harvest(msg.sender, offering, refund, pid);
    }

    /// @notice Sets pool `pid`'s terms: tokens offered, LP raised, the limit per user (0: none) and
    /// whether the overflow refund is taxed.
    /// Requirements: the owner; the sale has not started; an existing pool; amounts at most MAX_AMOUNT.
    function setPool(
        uint256 offeringAmountPool,
        uint256 raisingAmountPool,
        uint256 limitPerUserInLP,
        bool hasTax,
        uint8 pid
    ) external onlyOwner {
        _setPool(pid, offeringAmountPool, raisingAmountPool, limitPerUserInLP, hasTax);
        emit PoolParametersSet(offeringAmountPool, raisingAmountPool, pid);
    }

    /// @notice Sets the points campaign. Requirements: the owner; the sale has not ended.
    function updatePointParameters(uint256 campaignId_, uint256 numberPoints_, uint256 thresholdPoints_)
        external
        onlyOwner
    {
        if (block.number >= endBlock) revert SaleEnded(block.number, endBlock);
        campaignId = campaignId_;
        numberPoints = numberPoints_;
        thresholdPoints = thresholdPoints_;
        emit PointParametersSet(campaignId_, numberPoints_, thresholdPoints_);
    }

    /// @notice Pool `pid`: LP raised, tokens offered, limit per user, whether taxed, LP committed and
    /// taxes collected so far; zeros for an unknown pool.
    function viewPoolInformation(uint256 pid)
        external
        view
        returns (
            uint256 raisingAmountPool,
            uint256 offeringAmountPool,
            uint256 limitPerUserInLP,
            bool hasTax,
            uint256 totalAmountPool,
            uint256 sumTaxesOverflow
        )
    {
        if (pid >= numberPools) return (0, 0, 0, false, 0, 0);
        Pool storage pool = _pools[uint8(pid)];
        return (
            pool.raisingAmount,
            pool.offeringAmount,
            pool.limitPerUser,
            pool.hasTax,
            pool.totalAmount,
            pool.sumTaxesOverflow
        );
    }

    /// @notice Pool `pid`'s overflow tax rate now (1e12 is 100%, see IFOPoolMath); zero without a tax.
    function viewPoolTaxRateOverflow(uint256 pid) external view returns (uint256) {
        if (pid >= numberPools) return 0;
        return _taxRate(uint8(pid));
    }

    /// @notice `user`'s share of each of `pids` (1e12 is the whole pool, rounded down).
    function viewUserAllocationPools(address user, uint8[] calldata pids) external view returns (uint256[] memory) {
        uint256[] memory allocations = new uint256[](pids.length);
        for (uint256 i = 0; i < pids.length; ++i) {
            allocations[i] = _allocation(user, pids[i], ALLOCATION_PRECISION);
        }
        return allocations;
    }

    /// @notice `user`'s commitment to and harvested flag for each of `pids`.
    function viewUserInfo(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[] memory amountPools, bool[] memory statusPools)
    {
        amountPools = new uint256[](pids.length);
        statusPools = new bool[](pids.length);
        for (uint256 i = 0; i < pids.length; ++i) {
            UserInfo storage info = _users[user][pids[i]];
            (amountPools[i], statusPools[i]) = (info.amount, info.claimed);
        }
    }

    /// @notice For each of `pids`: the offering tokens `user` gets, the LP refunded and the tax kept,
    /// as they stand now (final once the sale has ended).
    function viewUserOfferingAndRefundingAmountsForPools(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[3][] memory amountPools)
    {
        amountPools = new uint256[3][](pids.length);
        for (uint256 i = 0; i < pids.length; ++i) {
            (uint256 offering, uint256 refund, uint256 tax) = _settlement(user, pids[i]);
            amountPools[i] = [offering, refund, tax];
        }
    }

    /// @notice `user`'s LP committed to both pools, and whether they harvested every pool they
    /// committed to (false when they committed nothing): what PointCenterIFO reads.
    function userInfo(address user) external view returns (uint256 amount, bool claimed) {
        claimed = true;
        for (uint8 pid = 0; pid < numberPools; ++pid) {
            UserInfo storage info = _users[user][pid];
            amount += info.amount;
            if (info.amount > 0 && !info.claimed) claimed = false;
        }
        if (amount == 0) claimed = false;
    }

    function _numberPools() internal pure override returns (uint8) {
        return numberPools;
    }
}
