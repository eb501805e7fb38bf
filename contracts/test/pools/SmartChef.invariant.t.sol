// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev Three stakers in a pool whose staked token is its reward token, funded with fewer rewards than
/// its schedule promises so that it runs dry. It counts rewards paid and records any withdrawal of
/// principal that failed for another reason than a dry reward balance.
contract SmartChefHandler is TestBase {
    SmartChef public immutable pool;
    BEP20Token public immutable token;

    uint256 public rewardsPaid;
    uint256 public rewardedBlocks;
    /// @dev Deposits and withdrawals that settled rewards: each may round a staker's reward up by 1 wei.
    uint256 public settlements;
    bool public principalStuck;
    address[3] private _actors = [address(0xA1), address(0xA2), address(0xA3)];

    constructor(SmartChef pool_, BEP20Token token_) {
        pool = pool_;
        token = token_;
        for (uint256 i = 0; i < 3; ++i) {
            vm.prank(_actors[i]);
            token_.approve(address(pool_), type(uint256).max);
        }
    }

    function actor(uint256 i) external view returns (address) {
        return _actors[i];
    }

    function deposit(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        amount = bound(amount, 0, token.balanceOf(user));
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        pool.deposit(amount);
        rewardsPaid += token.balanceOf(user) + amount - before;
        ++settlements;
    }

    function withdraw(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        (uint256 staked,) = pool.userInfo(user);
        amount = bound(amount, 0, staked);
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        try pool.withdraw(amount) {
            rewardsPaid += token.balanceOf(user) - before - amount;
            ++settlements;
        } catch (bytes memory reason) {
            if (bytes4(reason) != SmartChefBase.RewardBalanceTooLow.selector) principalStuck = true;
        }
    }

    function emergencyWithdraw(uint256 who) external {
        address user = _actors[who % 3];
        (uint256 staked,) = pool.userInfo(user);
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        try pool.emergencyWithdraw() {
            if (token.balanceOf(user) - before != staked) principalStuck = true;
        } catch {
            principalStuck = true;
        }
    }

    function mine(uint256 blocks) external {
        blocks = bound(blocks, 1, 50);
        uint256 from = block.number > pool.startBlock() ? block.number : pool.startBlock();
        uint256 to = block.number + blocks;
        if (to > pool.bonusEndBlock()) to = pool.bonusEndBlock();
        if (to > from && pool.totalStaked() != 0) rewardedBlocks += to - from;
        vm.roll(block.number + blocks);
    }
}

contract SmartChefInvariantTest is TestBase {
    uint256 private constant FUNDING = 300 ether;

    SmartChef private pool;
    BEP20Token private token;
    SmartChefHandler private handler;

    function setUp() public {
        token = new BEP20Token("CAKE", "CAKE", 18, 1e30, address(this));
        pool = new SmartChef(token, token, 1 ether, block.number + 10, block.number + 1000, 0, address(this));
        token.transfer(address(pool), FUNDING);
        handler = new SmartChefHandler(pool, token);
        for (uint256 i = 0; i < 3; ++i) token.transfer(handler.actor(i), 1e24);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_rewardsPaidNeverExceedScheduleOrFunding() public view {
        // Each staker's reward is floor(amount * acc) - floor(amount * accBefore): the floors of several
        // stakers can add up to 1 wei per settlement more than the block rewards (found by this test:
        // 33 blocks of 1 CAKE paid 33 CAKE + 1 wei). Dust, never principal: the funding checks stay exact.
        assertTrue(
            handler.rewardsPaid() <= handler.rewardedBlocks() * pool.rewardPerBlock() + handler.settlements(),
            "above the schedule"
        );
        assertTrue(handler.rewardsPaid() <= FUNDING, "above the funding: paid out of principal");
        assertEq(pool.rewardBalance(), FUNDING - handler.rewardsPaid(), "reward balance is what is left");
    }

    function invariant_principalIsAlwaysWithdrawable() public view {
        assertTrue(!handler.principalStuck(), "a withdrawal of principal failed");
    }

    function invariant_stakesAreFullyBacked() public view {
        uint256 staked;
        for (uint256 i = 0; i < 3; ++i) {
            (uint256 amount,) = pool.userInfo(handler.actor(i));
            staked += amount;
        }
        assertEq(pool.totalStaked(), staked, "totalStaked is the sum of stakes");
        assertTrue(token.balanceOf(address(pool)) >= staked, "principal is covered");
    }
}
