// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {MasterChef} from "../../src/farming/MasterChef.sol";
import {IMintableToken} from "../../src/interfaces/IMintableToken.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {AmmFeeOnTransferToken} from "../amm/mocks/AmmFeeOnTransferToken.sol";

/// @dev Three stakers entering, leaving, harvesting, donating to and bailing out of the CAKE pool, a
/// plain farm, a fee-on-transfer farm and a farm the owner opens later, while blocks pass and the owner
/// reweights any pool within the bounds (0 included). It counts, pool by pool, the CAKE each pool's
/// allocation emitted (rounded both ways), paid, forfeited and the rounding MasterChef's NatSpec allows,
/// what was donated, and whether any withdrawal of an actor's own principal ever failed.
contract MasterChefHandler is TestBase {
    uint256 public constant INITIAL_BALANCE = 1e24;
    uint256 public constant MAX_POOLS = 4;

    MasterChef public immutable chef;
    CakeToken public immutable cake;
    BEP20Token public immutable lp;
    AmmFeeOnTransferToken public immutable fot;
    BEP20Token public immutable late;

    /// @dev Per pool: the emission of its allocation while it had stakers, rounded up and down.
    mapping(uint256 pid => uint256) public emittedCeil;
    mapping(uint256 pid => uint256) public emittedFloor;
    /// @dev Per pool: CAKE paid, and CAKE already counted to stakers who then withdrew in an emergency.
    mapping(uint256 pid => uint256) public paid;
    mapping(uint256 pid => uint256) public forfeited;
    /// @dev Per pool: emission that was never counted because an emergency withdrawal emptied the pool
    /// before its update (`emergencyWithdraw` touches no reward arithmetic).
    mapping(uint256 pid => uint256) public vanished;
    /// @dev Per pool: payments and forfeits, each of which may be 1 wei off the exact share either way.
    mapping(uint256 pid => uint256) public settlements;
    /// @dev Per pool: the most its updates may have lost to rounding (`staked / 1e12 + 1` each).
    mapping(uint256 pid => uint256) public updateRounding;
    /// @dev Per token: what donations added to MasterChef's balance.
    mapping(IERC20 token => uint256) public donated;
    uint256 public rewardsPaid;
    bool public principalStuck;
    address[3] private _actors = [address(0xA1), address(0xA2), address(0xA3)];

    constructor(MasterChef chef_, CakeToken cake_, BEP20Token lp_, AmmFeeOnTransferToken fot_, BEP20Token late_) {
        chef = chef_;
        cake = cake_;
        lp = lp_;
        fot = fot_;
        late = late_;
        for (uint256 i = 0; i < 3; ++i) {
            vm.startPrank(_actors[i]);
            cake_.approve(address(chef_), type(uint256).max);
            lp_.approve(address(chef_), type(uint256).max);
            fot_.approve(address(chef_), type(uint256).max);
            late_.approve(address(chef_), type(uint256).max);
            vm.stopPrank();
        }
    }

    function actor(uint256 i) external view returns (address) {
        return _actors[i];
    }

    function stake(uint256 who, uint256 pidSeed, uint256 amount) external {
        address user = _actors[who % 3];
        uint256 pid = _pid(pidSeed);
        IERC20 token = _token(pid);
        amount = bound(amount, 0, token.balanceOf(user));
        uint256 pending = chef.pendingCake(pid, user);
        (uint256 stakedBefore,) = chef.userInfo(pid, user);
        uint256 heldBefore = token.balanceOf(address(chef));
        uint256 cakeBefore = cake.balanceOf(user);
        _settling(pid);
        vm.prank(user);
        if (pid == 0) chef.enterStaking(amount);
        else chef.deposit(pid, amount);
        uint256 reward = cake.balanceOf(user) + (pid == 0 ? amount : 0) - cakeBefore;
        _paid(pid, reward);
        assertEq(reward, pending, "paid what was pending");
        (uint256 stakedAfter,) = chef.userInfo(pid, user);
        assertEq(stakedAfter - stakedBefore, token.balanceOf(address(chef)) - heldBefore, "credited what arrived");
    }

    function unstake(uint256 who, uint256 pidSeed, uint256 amount) external {
        address user = _actors[who % 3];
        uint256 pid = _pid(pidSeed);
        (uint256 staked,) = chef.userInfo(pid, user);
        amount = bound(amount, 0, staked);
        uint256 cakeBefore = cake.balanceOf(user);
        uint256 heldBefore = _token(pid).balanceOf(address(chef));
        _settling(pid);
        bool left;
        vm.prank(user);
        if (pid == 0) {
            try chef.leaveStaking(amount) {
                left = true;
            } catch {}
        } else {
            try chef.withdraw(pid, amount) {
                left = true;
            } catch {}
        }
        if (!left || heldBefore - _token(pid).balanceOf(address(chef)) != amount) {
            principalStuck = true;
            return;
        }
        _paid(pid, cake.balanceOf(user) - cakeBefore - (pid == 0 ? amount : 0));
    }

    /// @dev An emergency withdrawal forfeits what was counted to the staker up to the pool's last update;
    /// the blocks since then go to the remaining stakers at the next update, or to nobody when it leaves
    /// the pool empty.
    function emergencyWithdraw(uint256 who, uint256 pidSeed) external {
        address user = _actors[who % 3];
        uint256 pid = _pid(pidSeed);
        IERC20 token = _token(pid);
        (uint256 staked, uint256 rewardDebt) = chef.userInfo(pid, user);
        (, uint256 allocPoint, uint256 lastRewardBlock, uint256 accCakePerShare) = chef.poolInfo(pid);
        uint256 counted = staked * accCakePerShare / 1e12 - rewardDebt;
        uint256 heldBefore = token.balanceOf(address(chef));
        vm.prank(user);
        try chef.emergencyWithdraw(pid) {
            forfeited[pid] += counted;
            ++settlements[pid];
            uint256 total = chef.totalAllocPoint();
            if (chef.totalStaked(pid) == 0 && staked != 0 && total != 0 && block.number > lastRewardBlock) {
                vanished[pid] += (block.number - lastRewardBlock) * chef.cakePerBlock() * allocPoint / total;
            }
            if (heldBefore - token.balanceOf(address(chef)) != staked) principalStuck = true;
        } catch {
            principalStuck = true;
        }
    }

    /// @dev Sends tokens straight to MasterChef, outside any pool.
    function donate(uint256 who, uint256 pidSeed, uint256 amount) external {
        address user = _actors[who % 3];
        IERC20 token = _token(_pid(pidSeed));
        amount = bound(amount, 0, token.balanceOf(user) / 100);
        uint256 heldBefore = token.balanceOf(address(chef));
        vm.prank(user);
        token.transfer(address(chef), amount);
        donated[token] += token.balanceOf(address(chef)) - heldBefore;
    }

    function mine(uint256 blocks) external {
        blocks = bound(blocks, 1, 10_000);
        uint256 total = chef.totalAllocPoint();
        uint256 length = chef.poolLength();
        // A pool emits only in blocks in which something is staked in it, by its share of the points.
        for (uint256 pid = 0; pid < length && total != 0; ++pid) {
            if (chef.totalStaked(pid) == 0) continue;
            (, uint256 allocPoint,,) = chef.poolInfo(pid);
            uint256 share = blocks * chef.cakePerBlock() * allocPoint;
            emittedFloor[pid] += share / total;
            emittedCeil[pid] += (share + total - 1) / total;
        }
        vm.roll(block.number + blocks);
    }

    /// @dev The owner reweights a pool anywhere within the bound, 0 included.
    function reweight(uint256 pidSeed, uint256 allocPoint) external {
        uint256 pid = _pid(pidSeed);
        allocPoint = bound(allocPoint, 0, chef.MAX_ALLOC_POINT());
        _settlingAll();
        vm.prank(chef.owner());
        chef.set(pid, allocPoint, false);
    }

    /// @dev The owner opens the late farm, once, at any weight within the bound.
    function addLateFarm(uint256 allocPoint) external {
        if (chef.poolLength() == MAX_POOLS) return;
        allocPoint = bound(allocPoint, 0, chef.MAX_ALLOC_POINT());
        _settlingAll();
        vm.prank(chef.owner());
        chef.add(allocPoint, late, false);
    }

    function _paid(uint256 pid, uint256 amount) private {
        paid[pid] += amount;
        rewardsPaid += amount;
        ++settlements[pid];
    }

    /// @dev Counts the rounding of the pool update the next call may make.
    function _settling(uint256 pid) private {
        updateRounding[pid] += chef.totalStaked(pid) / 1e12 + 1;
    }

    function _settlingAll() private {
        uint256 length = chef.poolLength();
        for (uint256 pid = 0; pid < length; ++pid) {
            _settling(pid);
        }
    }

    function _pid(uint256 seed) private view returns (uint256) {
        return seed % chef.poolLength();
    }

    function _token(uint256 pid) private view returns (IERC20 token) {
        (token,,,) = chef.poolInfo(pid);
    }
}

contract MasterChefInvariantTest is TestBase {
    MasterChef private chef;
    CakeToken private cake;
    BEP20Token private lp;
    AmmFeeOnTransferToken private fot;
    BEP20Token private late;
    MasterChefHandler private handler;

    function setUp() public {
        cake = new CakeToken(address(this));
        lp = new BEP20Token("LP", "LP", 18, 1e30, address(this));
        late = new BEP20Token("Late", "LATE", 18, 1e30, address(this));
        fot = new AmmFeeOnTransferToken();
        chef = new MasterChef(IMintableToken(address(cake)), 40 ether, block.number, 1000, address(this));
        chef.add(2000, lp, true);
        chef.add(500, IERC20(address(fot)), true);
        handler = new MasterChefHandler(chef, cake, lp, fot, late);
        for (uint256 i = 0; i < 3; ++i) {
            address user = handler.actor(i);
            cake.mint(user, handler.INITIAL_BALANCE());
            lp.transfer(user, handler.INITIAL_BALANCE());
            late.transfer(user, handler.INITIAL_BALANCE());
            fot.mint(user, handler.INITIAL_BALANCE());
        }
        cake.transferOwnership(address(chef));
        chef.transferOwnership(address(handler));
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Every rule below, in one campaign: each `invariant_` function runs a campaign of its own,
    /// and one campaign of this handler takes about a minute on two cores.
    function invariant_rewardsPrincipalAndBacking() public view {
        _eachPoolEarnsItsAllocationOfTheEmission();
        _cakeIsMintedOnlyAsRewards();
        _principalIsAlwaysWithdrawable();
        _stakesAreFullyBacked();
    }

    /// @dev Each pool's paid, forfeited and pending CAKE matches what its own allocation emitted while it
    /// had stakers, within the rounding MasterChef's NatSpec states: up to 1 wei per payment above, and
    /// below by at most `staked / 1e12 + 1` per update plus 1 wei per payment (and what an emergency
    /// withdrawal emptying the pool left uncounted). A pool at weight 0 earns nothing, so a pool paid out
    /// of another's allocation fails here even when the total is right.
    function _eachPoolEarnsItsAllocationOfTheEmission() private view {
        uint256 length = chef.poolLength();
        for (uint256 pid = 0; pid < length; ++pid) {
            uint256 pending;
            for (uint256 i = 0; i < 3; ++i) {
                pending += chef.pendingCake(pid, handler.actor(i));
            }
            uint256 earned = handler.paid(pid) + handler.forfeited(pid) + pending;
            // The pending reads settle one more update and round each of the three stakers once more.
            uint256 payments = handler.settlements(pid) + 3;
            uint256 lost = handler.updateRounding(pid) + chef.totalStaked(pid) / 1e12 + 1 + payments;
            lost += handler.vanished(pid);
            assertTrue(earned <= handler.emittedCeil(pid) + payments, "a pool earned beyond its allocation");
            assertTrue(earned + lost >= handler.emittedFloor(pid), "a pool earned less than its allocation");
        }
    }

    function _cakeIsMintedOnlyAsRewards() private view {
        assertEq(cake.totalSupply(), 3 * handler.INITIAL_BALANCE() + handler.rewardsPaid(), "minted only as paid");
    }

    function _principalIsAlwaysWithdrawable() private view {
        assertTrue(!handler.principalStuck(), "a withdrawal of principal failed");
    }

    /// @dev Every pool's counted total is its stakers' positions, and MasterChef holds exactly that plus
    /// the donations, whatever the token's transfer fee: a deposit credits what arrived.
    function _stakesAreFullyBacked() private view {
        uint256 length = chef.poolLength();
        for (uint256 pid = 0; pid < length; ++pid) {
            uint256 staked;
            for (uint256 i = 0; i < 3; ++i) {
                (uint256 amount,) = chef.userInfo(pid, handler.actor(i));
                staked += amount;
            }
            (IERC20 token,,,) = chef.poolInfo(pid);
            assertEq(chef.totalStaked(pid), staked, "pool total");
            assertEq(token.balanceOf(address(chef)), staked + handler.donated(token), "held is principal and donations");
        }
        assertEq(chef.syrup().totalSupply(), chef.totalStaked(0), "SYRUP supply is the CAKE pool stake");
    }
}
