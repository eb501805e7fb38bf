// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IWBNB} from "../../src/interfaces/IWBNB.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev Refuses native coin, to make `withdraw` fail.
contract NativeRefuser {
    function withdrawFrom(WBNB wbnb, uint256 amount) external {
        wbnb.withdraw(amount);
    }

    function depositTo(WBNB wbnb) external payable {
        wbnb.deposit{value: msg.value}();
    }
}

contract WBNBTest is TestBase {
    WBNB private wbnb;
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);

    receive() external payable {}

    function setUp() public {
        wbnb = new WBNB();
        vm.deal(ALICE, 1_000 ether);
    }

    function testMetadata() public view {
        assertTrue(keccak256(bytes(wbnb.name())) == keccak256("Wrapped BNB"), "name");
        assertTrue(keccak256(bytes(wbnb.symbol())) == keccak256("WBNB"), "symbol");
        assertEq(wbnb.decimals(), 18, "decimals");
        assertEq(wbnb.totalSupply(), 0, "starts empty");
    }

    function testDepositMintsAndEmits() public {
        vm.expectEmit(true, false, false, true, address(wbnb));
        emit IWBNB.Deposit(ALICE, 3 ether);
        vm.prank(ALICE);
        wbnb.deposit{value: 3 ether}();
        assertEq(wbnb.balanceOf(ALICE), 3 ether, "balance");
        assertEq(wbnb.totalSupply(), 3 ether, "supply");
        assertEq(address(wbnb).balance, 3 ether, "backing");
    }

    function testPlainTransferWraps() public {
        vm.expectEmit(true, false, false, true, address(wbnb));
        emit IWBNB.Deposit(ALICE, 2 ether);
        vm.prank(ALICE);
        (bool sent,) = address(wbnb).call{value: 2 ether}("");
        assertTrue(sent, "plain transfer accepted");
        assertEq(wbnb.balanceOf(ALICE), 2 ether, "balance");
    }

    function testWithdrawBurnsAndPays() public {
        vm.startPrank(ALICE);
        wbnb.deposit{value: 5 ether}();
        vm.expectEmit(true, false, false, true, address(wbnb));
        emit IWBNB.Withdrawal(ALICE, 2 ether);
        wbnb.withdraw(2 ether);
        vm.stopPrank();
        assertEq(wbnb.balanceOf(ALICE), 3 ether, "balance");
        assertEq(ALICE.balance, 997 ether, "native back");
        assertEq(wbnb.totalSupply(), 3 ether, "supply");
    }

    function testWithdrawMoreThanBalanceReverts() public {
        vm.prank(ALICE);
        wbnb.deposit{value: 1 ether}();
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, ALICE, 1 ether, 2 ether));
        vm.prank(ALICE);
        wbnb.withdraw(2 ether);
    }

    function testWithdrawToRefuserReverts() public {
        NativeRefuser refuser = new NativeRefuser();
        refuser.depositTo{value: 1 ether}(wbnb);
        vm.expectRevert(abi.encodeWithSelector(IWBNB.NativeTransferFailed.selector, address(refuser), 1 ether));
        refuser.withdrawFrom(wbnb, 1 ether);
    }

    function testTransferFromOwnTokensNeedsNoAllowance() public {
        vm.startPrank(ALICE);
        wbnb.deposit{value: 1 ether}();
        wbnb.transferFrom(ALICE, BOB, 0.4 ether);
        vm.stopPrank();
        assertEq(wbnb.balanceOf(BOB), 0.4 ether, "moved");
    }

    function testTransferFromSpendsFiniteAllowance() public {
        vm.startPrank(ALICE);
        wbnb.deposit{value: 1 ether}();
        wbnb.approve(BOB, 0.5 ether);
        vm.stopPrank();
        vm.prank(BOB);
        wbnb.transferFrom(ALICE, BOB, 0.3 ether);
        assertEq(wbnb.allowance(ALICE, BOB), 0.2 ether, "allowance spent");
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, BOB, 0.2 ether, 0.3 ether));
        vm.prank(BOB);
        wbnb.transferFrom(ALICE, BOB, 0.3 ether);
    }

    function testInfiniteAllowanceIsNeverSpent() public {
        vm.startPrank(ALICE);
        wbnb.deposit{value: 1 ether}();
        wbnb.approve(BOB, type(uint256).max);
        vm.stopPrank();
        vm.prank(BOB);
        wbnb.transferFrom(ALICE, BOB, 1 ether);
        assertEq(wbnb.allowance(ALICE, BOB), type(uint256).max, "still infinite");
    }

    function testTransferEmits() public {
        vm.startPrank(ALICE);
        wbnb.deposit{value: 1 ether}();
        vm.expectEmit(true, true, false, true, address(wbnb));
        emit IERC20.Transfer(ALICE, BOB, 1 ether);
        wbnb.transfer(BOB, 1 ether);
        vm.stopPrank();
    }

    /// @dev Wrapping and unwrapping never create or destroy value: the caller's BNB plus WBNB is constant
    /// and WBNB is always fully backed.
    function testFuzzDepositWithdrawConservesValue(uint256 depositAmount, uint256 withdrawAmount) public {
        depositAmount = bound(depositAmount, 0, 1_000 ether);
        withdrawAmount = bound(withdrawAmount, 0, depositAmount);
        vm.startPrank(ALICE);
        wbnb.deposit{value: depositAmount}();
        wbnb.withdraw(withdrawAmount);
        vm.stopPrank();
        assertEq(ALICE.balance + wbnb.balanceOf(ALICE), 1_000 ether, "value conserved");
        assertEq(address(wbnb).balance, wbnb.totalSupply(), "fully backed");
        assertEq(wbnb.totalSupply(), depositAmount - withdrawAmount, "supply");
    }
}

/// @dev Random deposits, withdrawals and transfers by three actors, for the invariant test.
contract WBNBHandler is TestBase {
    WBNB public immutable wbnb;
    address[3] private _actors = [address(0x1001), address(0x1002), address(0x1003)];

    constructor(WBNB wbnb_) {
        wbnb = wbnb_;
        for (uint256 i = 0; i < 3; ++i) vm.deal(_actors[i], 100 ether);
    }

    function actor(uint256 index) external view returns (address) {
        return _actors[index];
    }

    function deposit(uint256 actorSeed, uint256 amount) external {
        address who = _actors[actorSeed % 3];
        amount = bound(amount, 0, who.balance);
        vm.prank(who);
        wbnb.deposit{value: amount}();
    }

    function withdraw(uint256 actorSeed, uint256 amount) external {
        address who = _actors[actorSeed % 3];
        amount = bound(amount, 0, wbnb.balanceOf(who));
        vm.prank(who);
        wbnb.withdraw(amount);
    }

    function transfer(uint256 fromSeed, uint256 toSeed, uint256 amount) external {
        address from = _actors[fromSeed % 3];
        amount = bound(amount, 0, wbnb.balanceOf(from));
        vm.prank(from);
        wbnb.transfer(_actors[toSeed % 3], amount);
    }
}

contract WBNBInvariantTest is TestBase {
    WBNB private wbnb;
    WBNBHandler private handler;

    function setUp() public {
        wbnb = new WBNB();
        handler = new WBNBHandler(wbnb);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_fullyBackedAndConserved() public view {
        uint256 held;
        uint256 native;
        for (uint256 i = 0; i < 3; ++i) {
            held += wbnb.balanceOf(handler.actor(i));
            native += handler.actor(i).balance;
        }
        assertEq(wbnb.totalSupply(), held, "supply is the sum of balances");
        assertEq(address(wbnb).balance, held, "every WBNB is backed");
        assertEq(native + held, 300 ether, "no value created or lost");
    }
}
