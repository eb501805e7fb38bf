// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {MasterChef} from "../../src/farming/MasterChef.sol";
import {IMintableToken} from "../../src/interfaces/IMintableToken.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev Three stakers entering, leaving, harvesting and bailing out of the CAKE pool and one farm while
/// blocks pass and the owner reweights the pools. It counts the CAKE paid as rewards and records
/// whether any withdrawal of an actor's own principal ever failed.
contract MasterChefHandler is TestBase {
    uint256 public constant INITIAL_BALANCE = 1e24;

    MasterChef public immutable chef;
    CakeToken public immutable cake;
    BEP20Token public immutable lp;

    uint256 public rewardsPaid;
    uint256 public emitted;
    /// @dev Calls that settled rewards: each may round a staker's reward up by 1 wei.
    uint256 public settlements;
    bool public principalStuck;
    address[3] private _actors = [address(0xA1), address(0xA2), address(0xA3)];

    constructor(MasterChef chef_, CakeToken cake_, BEP20Token lp_) {
        chef = chef_;
        cake = cake_;
        lp = lp_;
        for (uint256 i = 0; i < 3; ++i) {
            vm.startPrank(_actors[i]);
            cake_.approve(address(chef_), type(uint256).max);
            lp_.approve(address(chef_), type(uint256).max);
            vm.stopPrank();
        }
    }

    function actor(uint256 i) external view returns (address) {
        return _actors[i];
    }

    function enter(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        amount = bound(amount, 0, cake.balanceOf(user));
        uint256 before = cake.balanceOf(user);
        uint256 pending = chef.pendingCake(0, user);
        vm.prank(user);
        chef.enterStaking(amount);
        rewardsPaid += cake.balanceOf(user) + amount - before;
        ++settlements;
        assertEq(cake.balanceOf(user) + amount - before, pending, "paid what was pending");
    }

    function leave(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        (uint256 staked,) = chef.userInfo(0, user);
        amount = bound(amount, 0, staked);
        uint256 before = cake.balanceOf(user);
        vm.prank(user);
        try chef.leaveStaking(amount) {
            rewardsPaid += cake.balanceOf(user) - before - amount;
            ++settlements;
        } catch {
            principalStuck = true;
        }
    }

    function deposit(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        amount = bound(amount, 0, lp.balanceOf(user));
        uint256 before = cake.balanceOf(user);
        vm.prank(user);
        chef.deposit(1, amount);
        rewardsPaid += cake.balanceOf(user) - before;
        ++settlements;
    }

    function withdraw(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        (uint256 staked,) = chef.userInfo(1, user);
        amount = bound(amount, 0, staked);
        uint256 before = cake.balanceOf(user);
        vm.prank(user);
        try chef.withdraw(1, amount) {
            rewardsPaid += cake.balanceOf(user) - before;
            ++settlements;
        } catch {
            principalStuck = true;
        }
    }

    function emergencyWithdraw(uint256 who, bool cakePool) external {
        address user = _actors[who % 3];
        uint256 pid = cakePool ? 0 : 1;
        (uint256 staked,) = chef.userInfo(pid, user);
        uint256 before = (cakePool ? cake.balanceOf(user) : lp.balanceOf(user));
        vm.prank(user);
        try chef.emergencyWithdraw(pid) {
            uint256 received = (cakePool ? cake.balanceOf(user) : lp.balanceOf(user)) - before;
            if (received != staked) principalStuck = true;
        } catch {
            principalStuck = true;
        }
    }

    function mine(uint256 blocks) external {
        blocks = bound(blocks, 1, 1000);
        // Emission counts only blocks in which something is staked, pool by pool.
        if (chef.totalStaked(0) + chef.totalStaked(1) != 0) emitted += blocks * chef.cakePerBlock();
        vm.roll(block.number + blocks);
    }

    function reweight(bool cakePool, uint256 allocPoint) external {
        allocPoint = bound(allocPoint, 0, 10_000);
        vm.prank(chef.owner());
        chef.set(cakePool ? 0 : 1, allocPoint, false);
    }
}

contract MasterChefInvariantTest is TestBase {
    MasterChef private chef;
    CakeToken private cake;
    BEP20Token private lp;
    MasterChefHandler private handler;

    function setUp() public {
        cake = new CakeToken(address(this));
        lp = new BEP20Token("LP", "LP", 18, 1e30, address(this));
        chef = new MasterChef(IMintableToken(address(cake)), 40 ether, block.number, 1000, address(this));
        chef.add(2000, lp, true);
        handler = new MasterChefHandler(chef, cake, lp);
        for (uint256 i = 0; i < 3; ++i) {
            cake.mint(handler.actor(i), handler.INITIAL_BALANCE());
            lp.transfer(handler.actor(i), handler.INITIAL_BALANCE());
        }
        cake.transferOwnership(address(chef));
        chef.transferOwnership(address(handler));
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_rewardsPaidNeverExceedEmission() public view {
        // Flooring per staker can add up to 1 wei per settlement (see the SmartChef invariant).
        assertTrue(handler.rewardsPaid() <= handler.emitted() + handler.settlements(), "paid more than emitted");
        assertEq(cake.totalSupply(), 3 * handler.INITIAL_BALANCE() + handler.rewardsPaid(), "minted only as paid");
    }

    function invariant_principalIsAlwaysWithdrawable() public view {
        assertTrue(!handler.principalStuck(), "a withdrawal of principal failed");
    }

    function invariant_stakesAreFullyBacked() public view {
        uint256 cakeStaked;
        uint256 lpStaked;
        for (uint256 i = 0; i < 3; ++i) {
            (uint256 inCakePool,) = chef.userInfo(0, handler.actor(i));
            (uint256 inFarm,) = chef.userInfo(1, handler.actor(i));
            cakeStaked += inCakePool;
            lpStaked += inFarm;
        }
        assertEq(chef.totalStaked(0), cakeStaked, "CAKE pool total");
        assertEq(chef.totalStaked(1), lpStaked, "farm total");
        assertEq(cake.balanceOf(address(chef)), cakeStaked, "CAKE held is the principal");
        assertEq(lp.balanceOf(address(chef)), lpStaked, "LP held is the principal");
        assertEq(chef.syrup().totalSupply(), cakeStaked, "SYRUP supply is the CAKE pool stake");
    }
}
