// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {MasterChef} from "../../src/farming/MasterChef.sol";
import {IMasterChef} from "../../src/interfaces/IMasterChef.sol";
import {IMintableToken} from "../../src/interfaces/IMintableToken.sol";
import {CakeToken} from "../../src/tokens/CakeToken.sol";
import {CakeVault} from "../../src/vault/CakeVault.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

/// @dev Three depositors and a keeper using the vault, its emergency exit included, while blocks and
/// time pass, CAKE is donated to it and the owner changes every fee within its bound. After every
/// action it compares the share price with the last one seen, both as the vault reports it and
/// including the rewards pending in MasterChef net of fees, and records any fall, any withdrawal that
/// failed and any emergency exit that paid less than the leaver's part of the principal.
contract CakeVaultHandler is TestBase {
    address public constant KEEPER = address(0x4EE9);

    CakeVault public immutable vault;
    CakeToken public immutable cake;
    MasterChef public immutable chef;

    bool public priceFell;
    bool public principalStuck;
    bool public exitShortPaid;
    uint256 private _lastPrice;
    uint256 private _lastTruePrice;
    address[3] private _actors = [address(0xA1), address(0xA2), address(0xA3)];

    constructor(CakeVault vault_, CakeToken cake_, MasterChef chef_) {
        vault = vault_;
        cake = cake_;
        chef = chef_;
        for (uint256 i = 0; i < 3; ++i) {
            vm.prank(_actors[i]);
            cake_.approve(address(vault_), type(uint256).max);
        }
    }

    function actor(uint256 i) external view returns (address) {
        return _actors[i];
    }

    function deposit(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        uint256 minimum = vault.totalShares() == 0 ? vault.DEAD_SHARES() + 1 : 1;
        amount = bound(amount, minimum, cake.balanceOf(user));
        vm.prank(user);
        vault.deposit(amount);
        _check();
    }

    function withdraw(uint256 who, uint256 shares) external {
        address user = _actors[who % 3];
        (uint256 held,,,) = vault.userInfo(user);
        if (held == 0) return;
        shares = bound(shares, 1, held);
        vm.prank(user);
        try vault.withdraw(shares) {} catch {
            principalStuck = true;
        }
        _check();
    }

    function withdrawAll(uint256 who) external {
        address user = _actors[who % 3];
        (uint256 held,,,) = vault.userInfo(user);
        if (held == 0) return;
        vm.prank(user);
        try vault.withdrawAll() {} catch {
            principalStuck = true;
        }
        _check();
    }

    /// @dev Redeems all the actor's shares for its part of the principal, whatever MasterChef's rewards do.
    function emergencyWithdraw(uint256 who) external {
        address user = _actors[who % 3];
        (uint256 held, uint256 lastDepositedTime,,) = vault.userInfo(user);
        if (held == 0) return;
        uint256 principal = vault.balanceOf() * held / vault.totalShares();
        uint256 fee;
        if (block.timestamp < lastDepositedTime + vault.withdrawFeePeriod()) {
            fee = (principal * vault.withdrawFee() + 9_999) / 10_000;
        }
        uint256 before = cake.balanceOf(user);
        vm.prank(user);
        try vault.emergencyWithdraw() {
            if (cake.balanceOf(user) - before != principal - fee) exitShortPaid = true;
        } catch {
            principalStuck = true;
        }
        _check();
    }

    /// @dev The owner sets every fee anywhere within its bound. Pending rewards are worth less to the
    /// vault after a fee rise, so the price including them restarts from here.
    function setFees(uint256 performanceFee, uint256 callFee, uint256 withdrawFee, uint256 period) external {
        vm.startPrank(vault.owner());
        vault.setPerformanceFee(bound(performanceFee, 0, vault.MAX_PERFORMANCE_FEE()));
        vault.setCallFee(bound(callFee, 0, vault.MAX_CALL_FEE()));
        vault.setWithdrawFee(bound(withdrawFee, 0, vault.MAX_WITHDRAW_FEE()));
        vault.setWithdrawFeePeriod(bound(period, 0, vault.MAX_WITHDRAW_FEE_PERIOD()));
        vm.stopPrank();
        _lastTruePrice = 0;
        _check();
    }

    function harvest() external {
        vm.prank(KEEPER, KEEPER);
        vault.harvest();
        _check();
    }

    function donate(uint256 who, uint256 amount) external {
        address user = _actors[who % 3];
        amount = bound(amount, 0, cake.balanceOf(user) / 100);
        vm.prank(user);
        cake.transfer(address(vault), amount);
        _check();
    }

    function pass(uint256 blocks) external {
        blocks = bound(blocks, 1, 5000);
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + blocks * 3);
        _check();
    }

    function _check() private {
        uint256 shares = vault.totalShares();
        if (shares == 0) return;
        uint256 price = vault.balanceOf() * 1e18 / shares;
        uint256 pending = chef.pendingCake(0, address(vault));
        uint256 fees = pending * vault.performanceFee() / 10_000 + pending * vault.callFee() / 10_000;
        uint256 truePrice = (vault.balanceOf() + pending - fees) * 1e18 / shares;
        if (price < _lastPrice || truePrice < _lastTruePrice) priceFell = true;
        (_lastPrice, _lastTruePrice) = (price, truePrice);
    }
}

contract CakeVaultInvariantTest is TestBase {
    CakeToken private cake;
    MasterChef private chef;
    CakeVault private vault;
    CakeVaultHandler private handler;

    function setUp() public {
        cake = new CakeToken(address(this));
        chef = new MasterChef(IMintableToken(address(cake)), 40 ether, block.number, 1000, address(this));
        vault = new CakeVault(cake, chef.syrup(), IMasterChef(address(chef)), address(0x7EA5), address(this));
        handler = new CakeVaultHandler(vault, cake, chef);
        for (uint256 i = 0; i < 3; ++i) cake.mint(handler.actor(i), 1e24);
        cake.transferOwnership(address(chef));
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Every rule below, in one campaign: each `invariant_` function runs a campaign of its own.
    function invariant_priceWithdrawalsAndBacking() public view {
        _sharePriceNeverFalls();
        _principalIsAlwaysWithdrawable();
        _sharesAddUpAndAreBacked();
    }

    function _sharePriceNeverFalls() private view {
        assertTrue(!handler.priceFell(), "the share price fell");
    }

    function _principalIsAlwaysWithdrawable() private view {
        assertTrue(!handler.principalStuck(), "a withdrawal failed");
        assertTrue(!handler.exitShortPaid(), "an emergency exit paid less than the principal share");
    }

    function _sharesAddUpAndAreBacked() private view {
        uint256 held;
        for (uint256 i = 0; i < 3; ++i) {
            (uint256 shares,,,) = vault.userInfo(handler.actor(i));
            held += shares;
        }
        uint256 total = vault.totalShares();
        if (total != 0) assertEq(total, held + vault.DEAD_SHARES(), "totalShares is the holders' plus the dead shares");
        // Every share is worth at least the 1 CAKE-wei it was first issued at.
        assertTrue(vault.balanceOf() >= total, "shares are backed");
        (uint256 staked,) = chef.userInfo(0, address(vault));
        assertEq(chef.syrup().balanceOf(address(vault)), staked, "SYRUP held matches the stake");
    }
}
