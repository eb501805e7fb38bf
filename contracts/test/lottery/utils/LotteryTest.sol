// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {GriddleLottery} from "../../../src/lottery/GriddleLottery.sol";
import {LotteryRandomness} from "../../../src/lottery/LotteryRandomness.sol";
import {AmmTestToken} from "../../amm/mocks/AmmTestToken.sol";
import {TestBase} from "../../tokens/utils/TestBase.sol";

/// @dev The cheatcodes lottery tests need beyond TestBase's.
interface LotteryCheatcodes {
    function setBlockhash(uint256 blockNumber, bytes32 blockHash) external;
    function etch(address target, bytes calldata code) external;
    function load(address target, bytes32 slot) external view returns (bytes32);
    function store(address target, bytes32 slot, bytes32 value) external;
}

/// @dev A lottery on a plain mintable CAKE, with v2's usual terms, and helpers that play rounds. Draws
/// set the hash of the block after the close block with `setBlockhash`, so a test picks the final
/// number's inputs (seed and hash) before anyone buys, and can buy winners of any bracket.
abstract contract LotteryTest is TestBase {
    LotteryCheatcodes internal constant cheats = LotteryCheatcodes(0x7109709ECfa91a80626fF3989D68f67F5b1DD12D);

    address internal constant OWNER = address(0x0A);
    address internal constant OPERATOR = address(0x0F);
    address internal constant TREASURY = address(0x7EA);
    address internal constant INJECTOR = address(0x1F);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA201);

    uint256 internal constant PRICE = 1 ether;
    uint256 internal constant DIVISOR = 2000;
    uint256 internal constant FEE = 2000;
    uint256 internal constant BOND = 100_000 ether;
    uint256 internal constant LENGTH = 1 days;
    /// @dev The shortest round a public chain's deployment keeps: PancakeSwap v2's.
    uint256 internal constant MIN_LENGTH = 4 hours - 5 minutes;
    bytes32 internal constant SEED = keccak256("round seed");
    bytes32 internal constant HASH = keccak256("block after close");

    AmmTestToken internal cake;
    GriddleLottery internal lottery;

    function setUp() public virtual {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        cake = new AmmTestToken();
        lottery = new GriddleLottery(IERC20(address(cake)), OWNER, OPERATOR, TREASURY, INJECTOR, MIN_LENGTH);
    }

    function _breakdown() internal pure returns (uint256[6] memory shares) {
        shares = [uint256(250), 375, 625, 1250, 2500, 5000];
    }

    /// @dev The operator opens the next round with the default terms, `seed` and `bond`.
    function _start(bytes32 seed, uint256 bond) internal returns (uint256 lotteryId) {
        cake.mint(OPERATOR, bond);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), bond);
        vm.prank(OPERATOR);
        lottery.startLottery(
            block.timestamp + LENGTH, PRICE, DIVISOR, _breakdown(), FEE, LotteryRandomness.commitment(seed), bond
        );
        return lottery.currentLotteryId();
    }

    function _start() internal returns (uint256) {
        return _start(SEED, BOND);
    }

    /// @dev `user` buys `numbers` in the current round, paying exactly the cost; returns the first id.
    function _buy(address user, uint32[] memory numbers) internal returns (uint256 firstId) {
        uint256 lotteryId = lottery.currentLotteryId();
        uint256 cost = lottery.calculateTotalPriceForBulkTickets(DIVISOR, PRICE, numbers.length);
        cake.mint(user, cost);
        vm.prank(user);
        cake.approve(address(lottery), cost);
        firstId = lottery.currentTicketId();
        vm.prank(user);
        lottery.buyTickets(lotteryId, numbers);
    }

    function _buyOne(address user, uint32 number) internal returns (uint256) {
        uint32[] memory numbers = new uint32[](1);
        numbers[0] = number;
        return _buy(user, numbers);
    }

    /// @dev Warps to the end of the current round and closes it; returns the close block.
    function _close() internal returns (uint256 closeBlock) {
        uint256 lotteryId = lottery.currentLotteryId();
        vm.warp(lottery.viewLottery(lotteryId).endTime);
        lottery.closeLottery(lotteryId);
        return block.number;
    }

    /// @dev Mines two blocks, sets the hash of the block after the close block and reveals `seed`.
    function _draw(bytes32 seed, bytes32 blockHash) internal {
        uint256 lotteryId = lottery.currentLotteryId();
        (,,,, uint256 closeBlock) = lottery.viewRandomness(lotteryId);
        _mineTo(closeBlock + 2);
        cheats.setBlockhash(closeBlock + 1, blockHash);
        vm.prank(OPERATOR);
        lottery.drawFinalNumberAndMakeLotteryClaimable(lotteryId, true, seed);
    }

    function _closeAndDraw() internal {
        _close();
        _draw(SEED, HASH);
    }

    function _mineTo(uint256 blockNumber) internal {
        if (blockNumber > block.number) {
            vm.warp(block.timestamp + (blockNumber - block.number) * 3);
            vm.roll(blockNumber);
        }
    }

    /// @dev The final number round `lotteryId` will draw with the default seed and hash.
    function _final(uint256 lotteryId) internal pure returns (uint32) {
        return LotteryRandomness.finalNumber(SEED, HASH, lotteryId);
    }

    /// @dev A number whose last `digits` digits (0 to 6) are `number`'s and whose next digit differs.
    function _sharing(uint32 number, uint256 digits) internal pure returns (uint32) {
        if (digits == 6) return number;
        uint256 place = 10 ** digits;
        uint256 digit = (number / place) % 10;
        return uint32(number - digit * place + ((digit + 1) % 10) * place);
    }

    /// @dev A winner of `bracket` (its highest) for `finalNumber`.
    function _winner(uint32 finalNumber, uint256 bracket) internal pure returns (uint32) {
        return _sharing(finalNumber, bracket + 1);
    }

    /// @dev Expects the next call to revert because round `lotteryId` is in `status`, not `required`.
    function _expectStatus(uint256 lotteryId, GriddleLottery.Status status, GriddleLottery.Status required) internal {
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.UnexpectedStatus.selector, lotteryId, status, required));
    }

    /// @dev `user` claims one ticket; returns what it was paid.
    function _claim(address user, uint256 lotteryId, uint256 ticketId, uint256 bracket)
        internal
        returns (uint256 paid)
    {
        uint256 before = cake.balanceOf(user);
        _claimOnly(user, lotteryId, ticketId, bracket);
        return cake.balanceOf(user) - before;
    }

    /// @dev The claim alone, so that an expected revert applies to it.
    function _claimOnly(address user, uint256 lotteryId, uint256 ticketId, uint256 bracket) internal {
        uint256[] memory ids = new uint256[](1);
        uint32[] memory brackets = new uint32[](1);
        (ids[0], brackets[0]) = (ticketId, uint32(bracket));
        vm.prank(user);
        lottery.claimTickets(lotteryId, ids, brackets);
    }

    /// @dev `user` is refunded one ticket; returns what it was paid.
    function _refund(address user, uint256 lotteryId, uint256 ticketId) internal returns (uint256 paid) {
        uint256 before = cake.balanceOf(user);
        _refundOnly(user, lotteryId, ticketId);
        return cake.balanceOf(user) - before;
    }

    /// @dev The refund alone, so that an expected revert applies to it.
    function _refundOnly(address user, uint256 lotteryId, uint256 ticketId) internal {
        uint256[] memory ids = new uint256[](1);
        ids[0] = ticketId;
        vm.prank(user);
        lottery.claimRefunds(lotteryId, ids);
    }

    function _numbers(uint32 a) internal pure returns (uint32[] memory numbers) {
        numbers = new uint32[](1);
        numbers[0] = a;
    }

    function _numbers(uint32 a, uint32 b) internal pure returns (uint32[] memory numbers) {
        numbers = new uint32[](2);
        (numbers[0], numbers[1]) = (a, b);
    }

    function _numbers(uint32 a, uint32 b, uint32 c) internal pure returns (uint32[] memory numbers) {
        numbers = new uint32[](3);
        (numbers[0], numbers[1], numbers[2]) = (a, b, c);
    }

    /// @dev `count` pseudo-random ticket numbers from `seed`, as a real buyer's would be.
    function _randomNumbers(uint256 seed, uint256 count) internal pure returns (uint32[] memory numbers) {
        numbers = new uint32[](count);
        for (uint256 i = 0; i < count; ++i) {
            numbers[i] = uint32(1_000_000 + uint256(keccak256(abi.encode(seed, i))) % 1_000_000);
        }
    }
}
