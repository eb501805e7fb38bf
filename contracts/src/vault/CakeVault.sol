// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IMasterChef} from "../interfaces/IMasterChef.sol";

/// @title CakeVault
/// @notice The auto-compounding CAKE pool: depositors hold shares of the CAKE the vault stakes in
/// MasterChef's pool 0. Anyone may `harvest`, which restakes the rewards, pays the caller `callFee` of
/// them as a bounty and the treasury `performanceFee`. Withdrawing within `withdrawFeePeriod` of one's
/// last deposit costs `withdrawFee`, paid to the treasury. Fees are in hundredths of a percent.
/// ABI-compatible with PancakeSwap's CakeVault.
/// @dev Share price is `balanceOf() / totalShares` and only rises:
/// - Deposits and withdrawals value the vault with the rewards pending in MasterChef net of both fees
///   (exactly what `harvest` would keep), because entering or leaving pool 0 claims them: a depositor
///   cannot buy into rewards already earned, and a leaver is paid its part of them.
/// - Share and CAKE amounts are rounded down, in the vault's favour.
/// - The first deposit locks `DEAD_SHARES` that belong to nobody, so `totalShares` never returns to 0
///   and a first depositor cannot inflate the price of one share by donating CAKE to rob the next
///   depositor by rounding: the attack would cost them the donation `DEAD_SHARES` times over.
/// - `emergencyWithdraw` values shares at the principal alone (CAKE held and staked), so it never
///   depends on MasterChef's rewards, and leaves the leaver's part of the pending rewards to the others.
contract CakeVault is Ownable, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice A depositor's position.
    /// @param shares Shares held.
    /// @param lastDepositedTime When the last deposit was made; starts the withdraw-fee period.
    /// @param cakeAtLastUserAction The shares' CAKE value after the last deposit or withdrawal.
    /// @param lastUserActionTime When the last deposit or withdrawal was made.
    struct UserInfo {
        uint256 shares;
        uint256 lastDepositedTime;
        uint256 cakeAtLastUserAction;
        uint256 lastUserActionTime;
    }

    /// @notice Highest `performanceFee`: 5%.
    uint256 public constant MAX_PERFORMANCE_FEE = 500;
    /// @notice Highest `callFee`: 1%.
    uint256 public constant MAX_CALL_FEE = 100;
    /// @notice Highest `withdrawFee`: 1%.
    uint256 public constant MAX_WITHDRAW_FEE = 100;
    /// @notice Longest `withdrawFeePeriod`: 72 hours.
    uint256 public constant MAX_WITHDRAW_FEE_PERIOD = 72 hours;
    /// @notice Shares locked forever by the first deposit, which must be larger.
    uint256 public constant DEAD_SHARES = 1e12;

    uint256 private constant _FEE_DENOMINATOR = 10_000;

    /// @notice The staked token.
    IERC20 public immutable token;
    /// @notice The receipt MasterChef mints for pool 0 stakes (SYRUP), held here.
    IERC20 public immutable receiptToken;
    /// @notice The farm whose pool 0 the vault stakes in.
    IMasterChef public immutable masterchef;

    /// @notice Each depositor's position.
    mapping(address user => UserInfo) public userInfo;
    /// @notice All shares, `DEAD_SHARES` included.
    uint256 public totalShares;
    /// @notice When `harvest` last ran.
    uint256 public lastHarvestedTime;
    /// @notice Receives the performance and withdraw fees.
    address public treasury;
    /// @notice Part of harvested rewards paid to the treasury, in hundredths of a percent.
    uint256 public performanceFee = 200;
    /// @notice Part of harvested rewards paid to the harvest caller, in hundredths of a percent.
    uint256 public callFee = 25;
    /// @notice Part of a withdrawal paid to the treasury within `withdrawFeePeriod`, in hundredths of a percent.
    uint256 public withdrawFee = 10;
    /// @notice Seconds after a deposit during which withdrawals pay `withdrawFee`.
    uint256 public withdrawFeePeriod = 72 hours;

    /// @notice Deposits and withdrawals must be above zero.
    error ZeroAmount();
    /// @notice The first deposit must exceed `DEAD_SHARES`.
    error FirstDepositTooSmall(uint256 amount, uint256 minimum);
    /// @notice Withdrawing `requested` shares exceeds the `held` ones.
    error InsufficientShares(uint256 requested, uint256 held);
    /// @notice `value` is above the setting's `maximum`.
    error FeeTooHigh(uint256 value, uint256 maximum);
    /// @notice Only externally owned accounts may harvest.
    error CallerNotEOA(address caller);
    /// @notice The address must not be zero.
    error ZeroAddress();

    /// @notice `sender` deposited `amount` CAKE for `shares`.
    event Deposit(address indexed sender, uint256 amount, uint256 shares, uint256 lastDepositedTime);
    /// @notice `sender` redeemed `shares` for `amount` CAKE, after any withdraw fee.
    event Withdraw(address indexed sender, uint256 amount, uint256 shares);
    /// @notice `sender` redeemed all its `shares` for `amount` CAKE of principal, after any withdraw fee,
    /// leaving its part of the pending rewards.
    event EmergencyWithdraw(address indexed sender, uint256 amount, uint256 shares);
    /// @notice MasterChef's reward path reverted, so the vault took its whole `amount` of CAKE out of
    /// pool 0 without its pending rewards; it stays here, unstaked.
    event EmergencyUnstake(uint256 amount);
    /// @notice `sender` harvested; `performanceFee` went to the treasury and `callFee` to `sender`.
    event Harvest(address indexed sender, uint256 performanceFee, uint256 callFee);
    /// @notice The treasury is now `treasury`.
    event TreasuryChanged(address indexed treasury);
    /// @notice A fee setting changed (fees in hundredths of a percent, the period in seconds).
    event FeesChanged(uint256 performanceFee, uint256 callFee, uint256 withdrawFee, uint256 withdrawFeePeriod);

    /// @param token_ CAKE.
    /// @param receiptToken_ SYRUP, MasterChef's receipt for pool 0.
    /// @param masterchef_ The MasterChef.
    /// @param treasury_ Receives the performance and withdraw fees.
    /// @param initialOwner May change fees and the treasury, and pause deposits and harvests.
    constructor(IERC20 token_, IERC20 receiptToken_, IMasterChef masterchef_, address treasury_, address initialOwner)
        Ownable(initialOwner)
    {
        if (address(token_) == address(0) || address(masterchef_) == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        token = token_;
        receiptToken = receiptToken_;
        masterchef = masterchef_;
        treasury = treasury_;
        token_.forceApprove(address(masterchef_), type(uint256).max);
    }

    /// @notice CAKE held by the vault and not staked.
    function available() public view returns (uint256) {
        return token.balanceOf(address(this));
    }

    /// @notice CAKE held plus CAKE staked in pool 0, without pending rewards.
    function balanceOf() public view returns (uint256) {
        (uint256 staked,) = masterchef.userInfo(0, address(this));
        return token.balanceOf(address(this)) + staked;
    }

    /// @notice The CAKE value of 1e18 shares.
    function getPricePerFullShare() external view returns (uint256) {
        uint256 shares = totalShares;
        return shares == 0 ? 1e18 : balanceOf() * 1e18 / shares;
    }

    /// @notice The bounty a `harvest` would pay its caller now.
    function calculateHarvestCakeRewards() external view returns (uint256) {
        return masterchef.pendingCake(0, address(this)) * callFee / _FEE_DENOMINATOR;
    }

    /// @notice CAKE waiting to be staked: pending in pool 0 plus held here.
    function calculateTotalPendingCakeRewards() external view returns (uint256) {
        return masterchef.pendingCake(0, address(this)) + available();
    }

    /// @notice Deposits `amount` CAKE for shares and stakes it; restarts the caller's withdraw-fee period.
    /// Requirements:
    /// - not paused;
    /// - `amount` is above zero (above `DEAD_SHARES` for the first deposit), and approved to the vault.
    function deposit(uint256 amount) external whenNotPaused nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 pending = masterchef.pendingCake(0, address(this));
        uint256 pool = balanceOf() + _afterFees(pending);
        uint256 supply = totalShares;
        uint256 shares;
        if (supply == 0) {
            if (amount <= DEAD_SHARES) revert FirstDepositTooSmall(amount, DEAD_SHARES);
            // Cannot underflow: checked just above.
            unchecked {
                shares = amount - DEAD_SHARES;
            }
            supply = DEAD_SHARES;
        } else {
            shares = amount * supply / pool;
        }
        UserInfo storage user = userInfo[msg.sender];
        uint256 userShares = user.shares + shares;
        supply += shares;
        user.shares = userShares;
        user.lastDepositedTime = block.timestamp;
        totalShares = supply;
        user.cakeAtLastUserAction = userShares * (pool + amount) / supply;
        user.lastUserActionTime = block.timestamp;

        token.safeTransferFrom(msg.sender, address(this), amount);
        // Entering pool 0 also claims the `pending` rewards counted in this deposit's price.
        _stake(available());
        _collectFees(pending);
        emit Deposit(msg.sender, amount, shares, block.timestamp);
    }

    /// @notice Redeems all the caller's shares.
    function withdrawAll() external nonReentrant {
        _withdraw(userInfo[msg.sender].shares);
    }

    /// @notice Redeems `shares` for CAKE, less `withdrawFee` within `withdrawFeePeriod` of the last deposit.
    /// Requirements:
    /// - `shares` is above zero and at most the caller's.
    function withdraw(uint256 shares) external nonReentrant {
        _withdraw(shares);
    }

    /// @notice Redeems all the caller's shares for their part of the principal, `balanceOf()`, without
    /// their part of the rewards pending in MasterChef (which stays with the other holders) and without
    /// relying on those rewards: if the vault must leave pool 0 to pay and `leaveStaking` reverts (rewards
    /// that can no longer be counted or minted), the vault takes its whole stake out through MasterChef's
    /// `emergencyWithdraw`, which touches no reward, and forfeits the pending rewards it could not claim
    /// anyway. Open while paused and to anyone holding shares: no owner is needed. `withdrawFee` applies
    /// within `withdrawFeePeriod` of the last deposit, as in `withdraw`, so this is no way around it.
    /// Requirements:
    /// - the caller holds shares.
    function emergencyWithdraw() external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 shares = user.shares;
        if (shares == 0) revert ZeroAmount();
        uint256 supply = totalShares;
        uint256 amount = balanceOf() * shares / supply;
        uint256 fee = _withdrawFeeOn(amount, user.lastDepositedTime);
        // Cannot underflow: the caller's shares are part of the total.
        unchecked {
            supply -= shares;
        }
        totalShares = supply;
        user.shares = 0;
        user.cakeAtLastUserAction = 0;
        user.lastUserActionTime = block.timestamp;

        _unstakePrincipal(amount);
        if (fee > 0) token.safeTransfer(treasury, fee);
        // Cannot underflow: the fee is a fraction of the amount.
        unchecked {
            amount -= fee;
        }
        token.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount, shares);
    }

    /// @notice Claims the vault's pool 0 rewards, pays the caller `callFee` of them and the treasury
    /// `performanceFee`, and restakes the rest.
    /// Requirements:
    /// - not paused;
    /// - the caller is an externally owned account (so no contract can wrap it around its own trades).
    function harvest() external whenNotPaused nonReentrant {
        if (tx.origin != msg.sender) revert CallerNotEOA(msg.sender);
        uint256 before = available();
        masterchef.leaveStaking(0);
        uint256 harvested = available() - before;
        uint256 toTreasury = harvested * performanceFee / _FEE_DENOMINATOR;
        uint256 bounty = harvested * callFee / _FEE_DENOMINATOR;
        lastHarvestedTime = block.timestamp;
        if (toTreasury > 0) token.safeTransfer(treasury, toTreasury);
        if (bounty > 0) token.safeTransfer(msg.sender, bounty);
        _stake(available());
        emit Harvest(msg.sender, toTreasury, bounty);
    }

    /// @notice Sends the fees to `newTreasury`.
    /// Requirements:
    /// - the caller is the owner; `newTreasury` is not zero.
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ZeroAddress();
        treasury = newTreasury;
        emit TreasuryChanged(newTreasury);
    }

    /// @notice Sets the performance fee.
    /// Requirements:
    /// - the caller is the owner; `newFee` is at most `MAX_PERFORMANCE_FEE`.
    function setPerformanceFee(uint256 newFee) external onlyOwner {
        if (newFee > MAX_PERFORMANCE_FEE) revert FeeTooHigh(newFee, MAX_PERFORMANCE_FEE);
        performanceFee = newFee;
        _emitFees();
    }

    /// @notice Sets the harvest caller's fee.
    /// Requirements:
    /// - the caller is the owner; `newFee` is at most `MAX_CALL_FEE`.
    function setCallFee(uint256 newFee) external onlyOwner {
        if (newFee > MAX_CALL_FEE) revert FeeTooHigh(newFee, MAX_CALL_FEE);
        callFee = newFee;
        _emitFees();
    }

    /// @notice Sets the withdraw fee.
    /// Requirements:
    /// - the caller is the owner; `newFee` is at most `MAX_WITHDRAW_FEE`.
    function setWithdrawFee(uint256 newFee) external onlyOwner {
        if (newFee > MAX_WITHDRAW_FEE) revert FeeTooHigh(newFee, MAX_WITHDRAW_FEE);
        withdrawFee = newFee;
        _emitFees();
    }

    /// @notice Sets the withdraw-fee period.
    /// Requirements:
    /// - the caller is the owner; `newPeriod` is at most `MAX_WITHDRAW_FEE_PERIOD`.
    function setWithdrawFeePeriod(uint256 newPeriod) external onlyOwner {
        if (newPeriod > MAX_WITHDRAW_FEE_PERIOD) revert FeeTooHigh(newPeriod, MAX_WITHDRAW_FEE_PERIOD);
        withdrawFeePeriod = newPeriod;
        _emitFees();
    }

    /// @notice Stops deposits and harvests; withdrawals stay open.
    /// Requirements:
    /// - the caller is the owner; not paused.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Reopens deposits and harvests.
    /// Requirements:
    /// - the caller is the owner; paused.
    function unpause() external onlyOwner {
        _unpause();
    }

    function _withdraw(uint256 shares) private {
        UserInfo storage user = userInfo[msg.sender];
        uint256 held = user.shares;
        if (shares == 0) revert ZeroAmount();
        if (shares > held) revert InsufficientShares(shares, held);
        uint256 pending = masterchef.pendingCake(0, address(this));
        uint256 pool = balanceOf() + _afterFees(pending);
        uint256 supply = totalShares;
        uint256 amount = pool * shares / supply;
        uint256 fee = _withdrawFeeOn(amount, user.lastDepositedTime);
        // Cannot underflow: `shares` is at most the caller's, which are part of the total, and the fee
        // is a fraction of the amount.
        unchecked {
            held -= shares;
            supply -= shares;
            user.shares = held;
            user.cakeAtLastUserAction = held * (pool - amount) / supply;
        }
        totalShares = supply;
        user.lastUserActionTime = block.timestamp;

        _unstakeFor(amount, pending);
        _collectFees(pending);
        if (fee > 0) token.safeTransfer(treasury, fee);
        // Cannot underflow: the fee is a fraction of the amount.
        unchecked {
            token.safeTransfer(msg.sender, amount - fee);
        }
        emit Withdraw(msg.sender, amount - fee, shares);
    }

    /// @dev Leaves pool 0 as far as needed to pay `amount` from here. It always calls `leaveStaking`,
    /// even for 0, so that the `pending` rewards counted in the withdrawal's price are claimed with it:
    /// paying out a share of rewards that stayed in MasterChef would lower the share price.
    function _unstakeFor(uint256 amount, uint256 pending) private {
        // The claimed rewards arrive too and cover part of the amount, less the fees paid on them.
        uint256 covered = available() + _afterFees(pending);
        uint256 needed = amount > covered ? amount - covered : 0;
        (uint256 staked,) = masterchef.userInfo(0, address(this));
        if (needed > staked) needed = staked;
        masterchef.leaveStaking(needed);
    }

    /// @dev Makes `amount` CAKE available here for `emergencyWithdraw`. It prefers `leaveStaking`, which
    /// claims the pending rewards for the remaining holders (paying their fees as `_unstakeFor` does), and
    /// falls back to MasterChef's `emergencyWithdraw` of the whole stake only when that reverts. A caller
    /// cannot force the fallback by starving `leaveStaking` of gas: it is given 63/64 of the gas left
    /// (EIP-150), and whenever that is too little for it, the 1/64 kept back is far too little for the
    /// fallback and the transfers after it, so the whole call reverts instead.
    function _unstakePrincipal(uint256 amount) private {
        uint256 held = available();
        if (amount <= held) return;
        // `needed` is at most the stake, since `amount` is part of `balanceOf()`: `held` plus the stake.
        uint256 needed;
        // Cannot underflow: checked just above.
        unchecked {
            needed = amount - held;
        }
        try masterchef.leaveStaking(needed) {
            _collectFees(available() - held - needed);
        } catch {
            (uint256 staked,) = masterchef.userInfo(0, address(this));
            masterchef.emergencyWithdraw(0);
            emit EmergencyUnstake(staked);
        }
    }

    function _stake(uint256 amount) private {
        if (amount > 0) masterchef.enterStaking(amount);
    }

    /// @dev Pays the treasury both harvest fees on rewards claimed outside `harvest` (there is no caller
    /// to earn the bounty), so the vault keeps exactly the `_afterFees` that the deposit or withdrawal
    /// was priced with: a surplus would go to whoever holds shares at that moment, the caller included.
    function _collectFees(uint256 claimed) private {
        uint256 toTreasury = claimed - _afterFees(claimed);
        if (toTreasury > 0) token.safeTransfer(treasury, toTreasury);
    }

    /// @dev The withdraw fee on `amount` for a depositor whose last deposit was at `lastDepositedTime`,
    /// rounded up: rounding must not favour the caller.
    function _withdrawFeeOn(uint256 amount, uint256 lastDepositedTime) private view returns (uint256) {
        if (block.timestamp >= lastDepositedTime + withdrawFeePeriod) return 0;
        return Math.mulDiv(amount, withdrawFee, _FEE_DENOMINATOR, Math.Rounding.Ceil);
    }

    /// @dev What the vault keeps of `rewards` after both harvest fees, rounded as `harvest` rounds.
    function _afterFees(uint256 rewards) private view returns (uint256) {
        return rewards - rewards * performanceFee / _FEE_DENOMINATOR - rewards * callFee / _FEE_DENOMINATOR;
    }

    function _emitFees() private {
        emit FeesChanged(performanceFee, callFee, withdrawFee, withdrawFeePeriod);
    }
}
