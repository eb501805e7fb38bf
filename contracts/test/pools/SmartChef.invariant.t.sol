// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleFactory} from "../../src/amm/GriddleFactory.sol";
import {GriddleRouter} from "../../src/amm/GriddleRouter.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {ReflectionToken} from "../../src/tokens/ReflectionToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";
import {AmmFeeOnTransferToken} from "../amm/mocks/AmmFeeOnTransferToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev Drives a SmartChef pool as its stakers, a stranger and its owner would, attacker-minded: three
/// stakers depositing, harvesting, withdrawing and leaving by `emergencyWithdraw`; a stranger updating
/// the pool every block (deposit of 0) to round rewards away; donations of both tokens straight to the
/// pool; and the owner (this handler) changing the reward, the schedule and the limit, stopping rewards,
/// taking back rewards and recovering stray tokens, each within its bounds.
/// When mirrored, every action but the stranger's updates is repeated on a twin pool that nobody else
/// touches, so the two may only differ by how often they were updated. It records what the invariants
/// cannot see from the pools: rewards paid, the funding, and any call that failed when it must not.
contract SmartChefHandler is TestBase {
    uint256 public constant PERIOD = 600;
    uint256 public constant MAX_REWARD_PER_BLOCK = 5 ether;
    address private constant POKER = address(0x90CE);

    SmartChef public immutable pool;
    SmartChef public immutable twin;
    IERC20 public immutable stakeToken;
    BEP20Token public immutable rewardToken;
    BEP20Token public immutable stray;
    bool public immutable sameToken;

    /// @dev Reward tokens the pool was given (funding and donations) less what the owner took back.
    uint256 public funded;
    uint256 public paid;
    uint256 public twinPaid;
    uint256 public pokes;
    bool public fullyFunded;
    bool public principalStuck;
    bool public earnedRewardsTaken;
    bool public poolTokenRecovered;
    bool public harvestPaidOtherThanPending;
    bool public twinDiverged;
    address[3] private _actors = [address(0xA1), address(0xA2), address(0xA3)];

    /// @param funding The reward tokens each pool is given by the test, which also lets the actors stake.
    /// When it covers the initial schedule, the owner keeps any schedule it sets funded, as it must.
    constructor(IERC20 stakeToken_, BEP20Token rewardToken_, bool mirrored_, uint256 limit, uint256 funding) {
        stakeToken = stakeToken_;
        rewardToken = rewardToken_;
        sameToken = address(stakeToken_) == address(rewardToken_);
        stray = new BEP20Token("Stray", "STRAY", 18, 1e30, address(this));
        uint256 start = block.number + 20;
        pool = new SmartChef(stakeToken_, rewardToken_, 1 ether, start, start + PERIOD, limit, address(this));
        if (mirrored_) {
            twin = new SmartChef(stakeToken_, rewardToken_, 1 ether, start, start + PERIOD, limit, address(this));
        }
        funded = funding;
        fullyFunded = funding >= 1 ether * PERIOD;
    }

    function actor(uint256 i) external view returns (address) {
        return _actors[i];
    }

    function mirrored() external view returns (bool) {
        return _mirrored();
    }

    // Stakers.

    function deposit(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        uint256 room = stakeToken.balanceOf(user) / (_mirrored() ? 2 : 1);
        if (pool.hasUserLimit()) {
            (uint256 staked,) = pool.userInfo(user);
            uint256 limit = pool.poolLimitPerUser();
            uint256 left = limit > staked ? limit - staked : 0;
            if (left < room) room = left;
        }
        amount = bound(amount, 0, room);
        _settle(user, abi.encodeCall(SmartChef.deposit, (amount)), amount, 0);
    }

    function harvest(uint256 who) external {
        _settle(_actors[who % 3], abi.encodeCall(SmartChef.deposit, (0)), 0, 0);
    }

    function withdraw(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        (uint256 staked,) = pool.userInfo(user);
        amount = bound(amount, 0, staked);
        _settle(user, abi.encodeCall(SmartChefBase.withdraw, (amount)), 0, amount);
    }

    function emergencyWithdraw(uint256 who) external {
        address user = _actors[who % 3];
        vm.prank(user);
        try pool.emergencyWithdraw() {} catch {
            principalStuck = true;
        }
        if (_mirrored()) {
            vm.prank(user);
            try twin.emergencyWithdraw() {} catch {
                principalStuck = true;
            }
        }
    }

    // The stranger and the chain.

    /// @dev A stranger with no stake updates the pool (never the twin) at each of the next `blocks` blocks.
    function pokeEveryBlock(uint256 blocks) external {
        blocks = bound(blocks, 1, 12);
        for (uint256 i = 0; i < blocks; ++i) {
            vm.roll(block.number + 1);
            vm.prank(POKER);
            pool.deposit(0);
            ++pokes;
        }
    }

    function mine(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 1, 60));
    }

    function donateRewards(uint256 amount) external {
        amount = bound(amount, 0, 50 ether);
        _toPools(rewardToken, amount);
        funded += amount;
    }

    function donateStakedTokens(uint256 amount) external {
        amount = bound(amount, 0, 50 ether);
        uint256 before = stakeToken.balanceOf(address(pool));
        _toPools(stakeToken, amount);
        // In a pool staking its reward token, a donation is reward funding.
        if (sameToken) funded += stakeToken.balanceOf(address(pool)) - before;
    }

    // The owner, within its bounds.

    /// @dev Before the start only. The owner of a funded pool stays within what the pool holds.
    function ownerSetRewardPerBlock(uint256 perBlock) external {
        uint256 max = MAX_REWARD_PER_BLOCK;
        uint256 end = pool.bonusEndBlock();
        uint256 start = pool.startBlock();
        if (fullyFunded && end > start && pool.rewardBalance() / (end - start) < max) {
            max = pool.rewardBalance() / (end - start);
        }
        _asOwner(abi.encodeCall(SmartChefBase.updateRewardPerBlock, (bound(perBlock, 0, max))));
    }

    /// @dev Before the start only. The owner of a funded pool stays within what the pool holds.
    function ownerMoveSchedule(uint256 delay, uint256 length) external {
        uint256 max = PERIOD;
        uint256 perBlock = pool.rewardPerBlock();
        if (fullyFunded && perBlock > 0 && pool.rewardBalance() / perBlock < max) max = pool.rewardBalance() / perBlock;
        if (max == 0) return;
        uint256 start = block.number + bound(delay, 1, 30);
        _asOwner(abi.encodeCall(SmartChefBase.updateStartAndEndBlocks, (start, start + bound(length, 1, max))));
    }

    function ownerRaiseLimit(uint256 limit) external {
        _asOwner(abi.encodeCall(SmartChefBase.updatePoolLimitPerUser, (true, bound(limit, 0, 1e24))));
    }

    function ownerLiftLimit() external {
        _asOwner(abi.encodeCall(SmartChefBase.updatePoolLimitPerUser, (false, 0)));
    }

    function ownerStopReward() external {
        _asOwner(abi.encodeCall(SmartChefBase.stopReward, ()));
    }

    /// @dev Tries to take any part of the reward balance, owed or not: only the unallocated part may leave.
    function ownerWithdrawRewards(uint256 amount) external {
        amount = bound(amount, 0, pool.rewardBalance());
        if (_asOwner(abi.encodeCall(SmartChefBase.emergencyRewardWithdraw, (amount)))) {
            funded -= amount;
            if (amount > 0 && pool.rewardBalance() < pool.rewardsOwed()) earnedRewardsTaken = true;
        }
    }

    /// @dev Recovers a stray token sent to the pool, then tries the staked and reward tokens, which must fail.
    function ownerRecoverTokens(uint256 amount) external {
        amount = bound(amount, 0, 1 ether);
        _toPools(stray, amount);
        if (!_asOwner(abi.encodeCall(SmartChefBase.recoverWrongTokens, (address(stray), amount)))) {
            earnedRewardsTaken = true;
        }
        if (_asOwner(abi.encodeCall(SmartChefBase.recoverWrongTokens, (address(stakeToken), 1)))) {
            poolTokenRecovered = true;
        }
        if (_asOwner(abi.encodeCall(SmartChefBase.recoverWrongTokens, (address(rewardToken), 1)))) {
            poolTokenRecovered = true;
        }
    }

    // Helpers.

    function _mirrored() private view returns (bool) {
        return address(twin) != address(0);
    }

    function _toPools(IERC20 token, uint256 amount) private {
        token.transfer(address(pool), amount);
        if (_mirrored()) token.transfer(address(twin), amount);
    }

    /// @dev Calls `data` on both pools as the owner; they must agree on whether it succeeded.
    function _asOwner(bytes memory data) private returns (bool ok) {
        (ok,) = address(pool).call(data);
        if (_mirrored()) {
            (bool twinOk,) = address(twin).call(data);
            if (twinOk != ok) twinDiverged = true;
        }
    }

    /// @dev A deposit or withdrawal by `user` on both pools, which must pay exactly what `pendingReward`
    /// showed, the same on both, and may only fail for a reward balance too low to pay (a pool funded
    /// with less than its schedule).
    function _settle(address user, bytes memory data, uint256 stakeIn, uint256 stakeOut) private {
        (bool ok, uint256 reward) = _settleOn(pool, user, data, stakeIn, stakeOut);
        paid += reward;
        if (_mirrored()) {
            (bool twinOk, uint256 twinReward) = _settleOn(twin, user, data, stakeIn, stakeOut);
            twinPaid += twinReward;
            if (twinOk != ok || twinReward != reward) twinDiverged = true;
        }
    }

    function _settleOn(SmartChef target, address user, bytes memory data, uint256 stakeIn, uint256 stakeOut)
        private
        returns (bool ok, uint256 reward)
    {
        uint256 pending = target.pendingReward(user);
        uint256 before = rewardToken.balanceOf(user);
        bytes memory reason;
        vm.prank(user);
        (ok, reason) = address(target).call(data);
        if (!ok) {
            bool dry = bytes4(reason) == SmartChefBase.RewardBalanceTooLow.selector && pending > target.rewardBalance();
            if (!dry || fullyFunded) principalStuck = true;
            return (false, 0);
        }
        // When the staked token is the reward token, the stake moved the same balance.
        reward = rewardToken.balanceOf(user) + (sameToken ? stakeIn : 0) - before - (sameToken ? stakeOut : 0);
        if (reward != pending) harvestPaidOtherThanPending = true;
    }
}

/// @dev The invariants every configuration must keep; each subclass sets up the tokens and the pool.
abstract contract SmartChefInvariantBase is TestBase {
    SmartChefHandler internal handler;

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Funds the pools, gives each actor `stake` staked tokens and the handler `stash` of each
    /// token for donations, and lets the actors stake.
    function _prepare(IERC20 stakeToken, BEP20Token rewardToken, uint256 funding, uint256 stake, uint256 stash)
        internal
    {
        bool mirrored = handler.mirrored();
        rewardToken.transfer(address(handler.pool()), funding);
        if (mirrored) rewardToken.transfer(address(handler.twin()), funding);
        rewardToken.transfer(address(handler), stash);
        stakeToken.transfer(address(handler), stash);
        for (uint256 i = 0; i < 3; ++i) {
            address user = handler.actor(i);
            stakeToken.transfer(user, stake);
            vm.startPrank(user);
            stakeToken.approve(address(handler.pool()), type(uint256).max);
            if (mirrored) stakeToken.approve(address(handler.twin()), type(uint256).max);
            vm.stopPrank();
        }
    }

    /// @dev Principal always leaves, earned rewards stay payable and nothing is paid beyond what accrued.
    function _checkPrincipalAndEarnedRewards() internal view {
        SmartChef pool = handler.pool();
        assertTrue(!handler.principalStuck(), "a withdrawal of principal failed");
        assertTrue(!handler.earnedRewardsTaken(), "the owner took rewards stakers had earned");
        assertTrue(!handler.poolTokenRecovered(), "the owner recovered a pool token as a stray one");
        assertTrue(!handler.harvestPaidOtherThanPending(), "a harvest paid other than pendingReward showed");

        uint256 staked;
        uint256 pending;
        for (uint256 i = 0; i < 3; ++i) {
            (uint256 amount,) = pool.userInfo(handler.actor(i));
            staked += amount;
            pending += pool.pendingReward(handler.actor(i));
        }
        assertEq(pool.totalStaked(), staked, "totalStaked is the sum of stakes");
        assertTrue(handler.stakeToken().balanceOf(address(pool)) >= staked, "principal is covered");

        uint256 paid = handler.paid();
        uint256 owed = pool.rewardsOwed();
        assertEq(pool.rewardBalance(), handler.funded() - paid, "the reward balance is the funding less payouts");
        assertTrue(pending <= owed, "positions claim no more than is owed");
        uint256 end = pool.bonusEndBlock();
        uint256 start = pool.startBlock();
        uint256 scheduled = end > start ? pool.rewardPerBlock() * (end - start) : 0;
        assertTrue(paid + owed <= scheduled, "paid and owed within the schedule");
        if (handler.fullyFunded()) assertTrue(paid + owed <= handler.funded(), "paid and owed within the funding");
    }

    /// @dev The twin saw the same actions without the stranger's updates: rewards must not differ at all
    /// (the bound asked for is 1 wei per update; carrying the remainder makes it exact).
    function _checkUpdateIndependence() internal view {
        SmartChef pool = handler.pool();
        SmartChef twin = handler.twin();
        assertTrue(!handler.twinDiverged(), "a call fared differently on the twin");
        assertEq(handler.paid(), handler.twinPaid(), "rewards paid");
        for (uint256 i = 0; i < 3; ++i) {
            address user = handler.actor(i);
            assertEq(pool.pendingReward(user), twin.pendingReward(user), "pending rewards");
        }
        assertEq(pool.rewardsOwed(), twin.rewardsOwed(), "rewards owed");
    }
}

/// @dev CAKE staked for CAKE, funded with half of its schedule (and the owner may raise it) so that it runs dry:
/// stakers may then fail to harvest, but never lose principal, and rewards never come out of principal.
contract SmartChefSameTokenInvariantTest is SmartChefInvariantBase {
    function setUp() public {
        // Stakes up to 1e34, beyond PRECISION_FACTOR (1e30), so that rounding would show.
        BEP20Token cake = new BEP20Token("CAKE", "CAKE", 18, 1e36, address(this));
        uint256 funding = 300 ether;
        handler = new SmartChefHandler(cake, cake, true, 0, funding);
        _prepare(cake, cake, funding, 1e34, 1e27);
    }

    /// hardhat-config: default.invariant.runs = 40
    /// hardhat-config: default.invariant.depth = 200
    function invariant_principalAndEarnedRewardsAreSafe() public view {
        _checkPrincipalAndEarnedRewards();
    }

    /// hardhat-config: default.invariant.runs = 40
    /// hardhat-config: default.invariant.depth = 200
    function invariant_rewardsDoNotDependOnUpdates() public view {
        _checkUpdateIndependence();
    }
}


/// @dev A fee-on-transfer token staked (1% burnt on every transfer) for a plain reward, funded for its
/// schedule, with a per-user limit.
contract SmartChefFeeOnTransferInvariantTest is SmartChefInvariantBase {
    function setUp() public {
        AmmFeeOnTransferToken fot = new AmmFeeOnTransferToken();
        fot.mint(address(this), 1e28);
        // 30 decimals: PRECISION_FACTOR is 1e18, below the stakes, so that rounding would show.
        BEP20Token reward = new BEP20Token("Reward", "RWD", 30, 1e30, address(this));
        uint256 funding = 5 ether * 600;
        handler = new SmartChefHandler(IERC20(address(fot)), reward, true, 500 ether, funding);
        _prepare(IERC20(address(fot)), reward, funding, 1e24, 1e27);
    }

    /// hardhat-config: default.invariant.runs = 40
    /// hardhat-config: default.invariant.depth = 200
    function invariant_principalAndEarnedRewardsAreSafe() public view {
        _checkPrincipalAndEarnedRewards();
    }

    /// hardhat-config: default.invariant.runs = 40
    /// hardhat-config: default.invariant.depth = 200
    function invariant_rewardsDoNotDependOnUpdates() public view {
        _checkUpdateIndependence();
    }
}


/// @dev A reflection token staked (10% of each transfer taxed, half of it reflected to every holder,
/// the pool included, so its balance grows without transfers) for a plain reward, funded for its
/// schedule. Not mirrored: what a reflection token credits depends on the pool's own balance, so a twin
/// would not see the same stakes.
contract SmartChefReflectionInvariantTest is SmartChefInvariantBase {
    function setUp() public {
        GriddleFactory factory = new GriddleFactory(address(this));
        GriddleRouter router = new GriddleRouter(address(factory), address(new WBNB()));
        ReflectionToken safemoon =
            new ReflectionToken("SafeMoon", "SAFEMOON", 9, 1e24, address(this), IGriddleRouter(address(router)));
        BEP20Token reward = new BEP20Token("Reward", "RWD", 30, 1e30, address(this));
        uint256 funding = 5 ether * 600;
        handler = new SmartChefHandler(IERC20(address(safemoon)), reward, false, 0, funding);
        _prepare(IERC20(address(safemoon)), reward, funding, 1e22, 1e22);
    }

    /// hardhat-config: default.invariant.runs = 40
    /// hardhat-config: default.invariant.depth = 200
    function invariant_principalAndEarnedRewardsAreSafe() public view {
        _checkPrincipalAndEarnedRewards();
    }
}
