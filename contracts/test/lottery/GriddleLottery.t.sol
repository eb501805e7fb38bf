// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {GriddleLottery} from "../../src/lottery/GriddleLottery.sol";
import {LotteryRandomness} from "../../src/lottery/LotteryRandomness.sol";
import {LotteryTicketBook} from "../../src/lottery/LotteryTicketBook.sol";
import {AmmTestToken} from "../amm/mocks/AmmTestToken.sol";
import {LotteryTest} from "./utils/LotteryTest.sol";
import {FeeToggleCake} from "./mocks/FeeToggleCake.sol";
import {LotteryPlayer} from "./mocks/LotteryPlayer.sol";
import {PancakeV2Rules} from "./mocks/PancakeV2Rules.sol";

contract GriddleLotteryTest is LotteryTest {
    // ------------------------------------------------------------ deployment and roles

    function test_constructorSetsRolesAndDefaults() public view {
        assertEq(address(lottery.cakeToken()), address(cake), "cake");
        assertEq(lottery.owner(), OWNER, "owner");
        assertEq(lottery.operatorAddress(), OPERATOR, "operator");
        assertEq(lottery.treasuryAddress(), TREASURY, "treasury");
        assertEq(lottery.injectorAddress(), INJECTOR, "injector");
        assertEq(lottery.currentLotteryId(), 0, "no round yet");
        assertEq(lottery.currentTicketId(), 1, "ticket ids start at 1");
        assertEq(lottery.maxNumberTicketsPerBuyOrClaim(), 100, "100 tickets per buy or claim");
        assertEq(lottery.minPriceTicketInCake(), 0.005 ether, "min price");
        assertEq(lottery.maxPriceTicketInCake(), 50 ether, "max price");
        assertEq(lottery.MIN_LENGTH_LOTTERY(), lottery.PUBLIC_CHAIN_MIN_LENGTH_LOTTERY(), "v2's shortest round");
        assertTrue(lottery.viewLottery(1).status == GriddleLottery.Status.Pending, "a round starts pending");
    }

    function test_constructorRejectsZeroes() public {
        IERC20 token = IERC20(address(cake));
        vm.expectRevert(GriddleLottery.ZeroAddress.selector);
        new GriddleLottery(IERC20(address(0)), OWNER, OPERATOR, TREASURY, INJECTOR, MIN_LENGTH);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new GriddleLottery(token, address(0), OPERATOR, TREASURY, INJECTOR, MIN_LENGTH);
        vm.expectRevert(GriddleLottery.ZeroAddress.selector);
        new GriddleLottery(token, OWNER, address(0), TREASURY, INJECTOR, MIN_LENGTH);
        vm.expectRevert(GriddleLottery.ZeroAddress.selector);
        new GriddleLottery(token, OWNER, OPERATOR, address(0), INJECTOR, MIN_LENGTH);
        vm.expectRevert(GriddleLottery.ZeroAddress.selector);
        new GriddleLottery(token, OWNER, OPERATOR, TREASURY, address(0), MIN_LENGTH);
    }

    function test_constructorRejectsAMinimumLengthOutOfRange() public {
        IERC20 token = IERC20(address(cake));
        uint256 maxLength = lottery.MAX_LENGTH_LOTTERY();
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidMinLength.selector, 0));
        new GriddleLottery(token, OWNER, OPERATOR, TREASURY, INJECTOR, 0);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidMinLength.selector, maxLength + 1));
        new GriddleLottery(token, OWNER, OPERATOR, TREASURY, INJECTOR, maxLength + 1);
        GriddleLottery longest = new GriddleLottery(token, OWNER, OPERATOR, TREASURY, INJECTOR, maxLength);
        assertEq(longest.MIN_LENGTH_LOTTERY(), maxLength, "the longest minimum");
    }

    /// @dev A local chain's deployment: rounds as short as its minimum, and no shorter.
    function test_aShorterMinimumAllowsShorterRounds() public {
        GriddleLottery local = new GriddleLottery(IERC20(address(cake)), OWNER, OPERATOR, TREASURY, INJECTOR, 30);
        bytes32 c = LotteryRandomness.commitment(SEED);
        cake.mint(OPERATOR, BOND);
        vm.startPrank(OPERATOR);
        cake.approve(address(local), BOND);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.LotteryLengthOutOfRange.selector, block.timestamp + 29));
        local.startLottery(block.timestamp + 29, PRICE, DIVISOR, _breakdown(), FEE, c, BOND);
        local.startLottery(block.timestamp + 30, PRICE, DIVISOR, _breakdown(), FEE, c, BOND);
        vm.stopPrank();
        GriddleLottery.Lottery memory round = local.viewLottery(1);
        assertTrue(round.status == GriddleLottery.Status.Open, "open");
        assertEq(round.endTime, block.timestamp + 30, "ends 30 s after its start");
    }

    function test_rolesAreSetByTheOwnerOnly() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        vm.prank(OPERATOR);
        lottery.setOperatorAndTreasuryAndInjectorAddresses(ALICE, ALICE, ALICE);
        vm.expectRevert(GriddleLottery.ZeroAddress.selector);
        vm.prank(OWNER);
        lottery.setOperatorAndTreasuryAndInjectorAddresses(ALICE, address(0), ALICE);
        vm.expectEmit(false, false, false, true, address(lottery));
        emit GriddleLottery.NewOperatorAndTreasuryAndInjectorAddresses(ALICE, BOB, CAROL);
        vm.prank(OWNER);
        lottery.setOperatorAndTreasuryAndInjectorAddresses(ALICE, BOB, CAROL);
        assertEq(lottery.operatorAddress(), ALICE, "operator");
        assertEq(lottery.treasuryAddress(), BOB, "treasury");
        assertEq(lottery.injectorAddress(), CAROL, "injector");
    }

    /// @dev The owner's price bounds are themselves bounded: floor <= min <= max <= ceiling.
    function test_ticketPriceBoundsStayWithinFloorAndCeiling() public {
        uint256 floor = lottery.MIN_TICKET_PRICE_FLOOR();
        uint256 ceiling = lottery.MAX_TICKET_PRICE_CEILING();
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OPERATOR));
        vm.prank(OPERATOR);
        lottery.setMinAndMaxTicketPriceInCake(1 ether, 2 ether);
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketPriceBounds.selector, floor - 1, 1 ether));
        lottery.setMinAndMaxTicketPriceInCake(floor - 1, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketPriceBounds.selector, 1 ether, ceiling + 1));
        lottery.setMinAndMaxTicketPriceInCake(1 ether, ceiling + 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketPriceBounds.selector, 2 ether, 1 ether));
        lottery.setMinAndMaxTicketPriceInCake(2 ether, 1 ether);
        lottery.setMinAndMaxTicketPriceInCake(floor, ceiling);
        vm.stopPrank();
        assertEq(lottery.minPriceTicketInCake(), floor, "min at the floor");
        assertEq(lottery.maxPriceTicketInCake(), ceiling, "max at the ceiling");
    }

    function test_recoverWrongTokensNeverTakesCake() public {
        AmmTestToken stray = new AmmTestToken();
        stray.mint(address(lottery), 5 ether);
        vm.expectRevert(GriddleLottery.CannotRecoverCake.selector);
        vm.prank(OWNER);
        lottery.recoverWrongTokens(IERC20(address(cake)), 1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        vm.prank(ALICE);
        lottery.recoverWrongTokens(IERC20(address(stray)), 5 ether);
        vm.prank(OWNER);
        lottery.recoverWrongTokens(IERC20(address(stray)), 5 ether);
        assertEq(stray.balanceOf(OWNER), 5 ether, "stray token recovered");
    }

    // ------------------------------------------------------------ starting a round

    function test_startLotteryOpensARoundWithItsTerms() public {
        uint256 endTime = block.timestamp + LENGTH;
        uint256 id = _start();
        assertEq(id, 1, "first round");
        GriddleLottery.Lottery memory round = lottery.viewLottery(id);
        assertTrue(round.status == GriddleLottery.Status.Open, "open");
        assertEq(round.startTime, block.timestamp, "startTime");
        assertEq(round.endTime, endTime, "endTime");
        assertEq(round.priceTicketInCake, PRICE, "price");
        assertEq(round.discountDivisor, DIVISOR, "divisor");
        assertEq(round.treasuryFee, FEE, "fee");
        uint256[6] memory shares = _breakdown();
        for (uint256 b = 0; b < 6; ++b) assertEq(round.rewardsBreakdown[b], shares[b], "breakdown");
        assertEq(round.firstTicketId, 1, "firstTicketId");
        assertEq(round.firstTicketIdNextLottery, 0, "set at close");
        assertEq(round.amountCollectedInCake, 0, "empty pot");
        (bytes32 commitment, address bonder, uint256 bond, uint256 sales, uint256 closeBlock) =
            lottery.viewRandomness(id);
        assertEq(commitment, LotteryRandomness.commitment(SEED), "commitment");
        assertEq(bonder, OPERATOR, "bonder");
        assertEq(bond, BOND, "bond");
        assertEq(sales, 0, "no sales");
        assertEq(closeBlock, 0, "not closed");
        assertEq(cake.balanceOf(address(lottery)), BOND, "bond held");
        assertEq(cake.balanceOf(OPERATOR), 0, "bond taken from the operator");
    }

    function test_onlyTheOperatorStartsARound() public {
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.NotOperator.selector, OWNER));
        vm.prank(OWNER);
        lottery.startLottery(block.timestamp + LENGTH, PRICE, DIVISOR, _breakdown(), FEE, bytes32(uint256(1)), BOND);
    }

    /// @dev Each owner-set or constant bound, one past it.
    function test_startRejectsTermsOutOfBounds() public {
        uint256 now_ = block.timestamp;
        uint256 minLength = lottery.MIN_LENGTH_LOTTERY();
        uint256 maxLength = lottery.MAX_LENGTH_LOTTERY();
        bytes32 c = LotteryRandomness.commitment(SEED);
        uint256[6] memory shares = _breakdown();
        cake.mint(OPERATOR, BOND);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), BOND);
        vm.startPrank(OPERATOR);

        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.LotteryLengthOutOfRange.selector, now_ + minLength - 1));
        lottery.startLottery(now_ + minLength - 1, PRICE, DIVISOR, shares, FEE, c, BOND);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.LotteryLengthOutOfRange.selector, now_ + maxLength + 1));
        lottery.startLottery(now_ + maxLength + 1, PRICE, DIVISOR, shares, FEE, c, BOND);
        vm.expectRevert(
            abi.encodeWithSelector(
                GriddleLottery.TicketPriceOutOfRange.selector, 0.005 ether - 1, 0.005 ether, 50 ether
            )
        );
        lottery.startLottery(now_ + LENGTH, 0.005 ether - 1, DIVISOR, shares, FEE, c, BOND);
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.TicketPriceOutOfRange.selector, 50 ether + 1, 0.005 ether, 50 ether)
        );
        lottery.startLottery(now_ + LENGTH, 50 ether + 1, DIVISOR, shares, FEE, c, BOND);
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.DiscountDivisorOutOfRange.selector, 299, 300, type(uint32).max)
        );
        lottery.startLottery(now_ + LENGTH, PRICE, 299, shares, FEE, c, BOND);
        uint256 tooBig = uint256(type(uint32).max) + 1;
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.DiscountDivisorOutOfRange.selector, tooBig, 300, type(uint32).max)
        );
        lottery.startLottery(now_ + LENGTH, PRICE, tooBig, shares, FEE, c, BOND);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TreasuryFeeTooHigh.selector, 3001, 3000));
        lottery.startLottery(now_ + LENGTH, PRICE, DIVISOR, shares, 3001, c, BOND);
        shares[5] -= 1;
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidRewardsBreakdown.selector, 9999));
        lottery.startLottery(now_ + LENGTH, PRICE, DIVISOR, shares, FEE, c, BOND);
        shares = [uint256(10_001), 0, 0, 0, 0, 0];
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidRewardsBreakdown.selector, 10_001));
        lottery.startLottery(now_ + LENGTH, PRICE, DIVISOR, shares, FEE, c, BOND);
        shares = _breakdown();
        vm.expectRevert(GriddleLottery.InvalidSeedCommitment.selector);
        lottery.startLottery(now_ + LENGTH, PRICE, DIVISOR, shares, FEE, bytes32(0), BOND);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidBond.selector, PRICE - 1));
        lottery.startLottery(now_ + LENGTH, PRICE, DIVISOR, shares, FEE, c, PRICE - 1);
        uint256 hugeBond = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidBond.selector, hugeBond));
        lottery.startLottery(now_ + LENGTH, PRICE, DIVISOR, shares, FEE, c, hugeBond);

        // Exactly at every bound: accepted.
        shares = [uint256(0), 0, 0, 0, 0, 10_000];
        lottery.startLottery(now_ + minLength, 0.005 ether, 300, shares, 3000, c, 0.005 ether);
        vm.stopPrank();
        assertEq(lottery.currentLotteryId(), 1, "started at the bounds");
    }

    function test_nextRoundWaitsForTheDrawOrTheCancel() public {
        uint256 id = _start();
        cake.mint(OPERATOR, BOND);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), BOND);
        bytes32 c = LotteryRandomness.commitment(keccak256("next"));
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.PreviousLotteryNotOver.selector, id, GriddleLottery.Status.Open)
        );
        vm.prank(OPERATOR);
        lottery.startLottery(block.timestamp + LENGTH, PRICE, DIVISOR, _breakdown(), FEE, c, BOND);
        _close();
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.PreviousLotteryNotOver.selector, id, GriddleLottery.Status.Close)
        );
        vm.prank(OPERATOR);
        lottery.startLottery(block.timestamp + LENGTH, PRICE, DIVISOR, _breakdown(), FEE, c, BOND);
        _draw(SEED, HASH);
        assertEq(_start(keccak256("next"), BOND), 2, "next round once drawn");
    }

    // ------------------------------------------------------------ pricing

    /// @dev Spec 001: with discountDivisor 2,000, 2 tickets are 0.05% off, 50 are 2.45% off, 100 are 4.95% off.
    function test_bulkDiscountFollowsSpec() public view {
        assertEq(lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 1), 1 ether, "1 ticket: no discount");
        assertEq(lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 2), 2 ether * 9995 / 10_000, "2: 0.05% off");
        assertEq(
            lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 50), 50 ether * 9755 / 10_000, "50: 2.45% off"
        );
        assertEq(
            lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 100), 100 ether * 9505 / 10_000, "100: 4.95% off"
        );
    }

    function test_bulkPriceRejectsBadInputs() public {
        vm.expectRevert(
            abi.encodeWithSelector(GriddleLottery.DiscountDivisorOutOfRange.selector, 299, 300, type(uint32).max)
        );
        lottery.calculateTotalPriceForBulkTickets(299, 1 ether, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketCount.selector, 0, 100));
        lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 0);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketCount.selector, 101, 100));
        lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 101);
    }

    // ------------------------------------------------------------ buying

    function test_buyRecordsContiguousTicketsAndChargesTheDiscountedCost() public {
        uint256 id = _start();
        uint256 aliceFirst = _buy(ALICE, _numbers(1_234_567, 1_000_000, 1_999_999));
        uint256 bobFirst = _buyOne(BOB, 1_234_567);
        assertEq(aliceFirst, 1, "first ticket");
        assertEq(bobFirst, 4, "ids are contiguous");
        assertEq(lottery.currentTicketId(), 5, "next id");
        uint256 aliceCost = 3 ether * 1998 / 2000;
        assertEq(cake.balanceOf(address(lottery)), BOND + aliceCost + 1 ether, "paid in");
        assertEq(lottery.viewLottery(id).amountCollectedInCake, aliceCost + 1 ether, "pot");
        (,,, uint256 sales,) = lottery.viewRandomness(id);
        assertEq(sales, aliceCost + 1 ether, "sales");

        uint256[] memory ids = new uint256[](5);
        for (uint256 i = 0; i < 5; ++i) ids[i] = i;
        (uint32[] memory numbers, bool[] memory paid) = lottery.viewNumbersAndStatusesForTicketIds(ids);
        assertEq(numbers[0], 0, "id 0 was never sold");
        assertEq(numbers[1], 1_234_567, "number 1");
        assertEq(numbers[2], 1_000_000, "number 2");
        assertEq(numbers[3], 1_999_999, "number 3");
        assertEq(numbers[4], 1_234_567, "same number, another buyer");
        for (uint256 i = 0; i < 5; ++i) assertTrue(!paid[i], "nothing paid out");
    }

    function test_purchaseEmitsPancakeSwapsEvent() public {
        uint256 id = _start();
        uint256 cost = 2 ether * 1999 / 2000;
        cake.mint(ALICE, cost);
        vm.prank(ALICE);
        cake.approve(address(lottery), cost);
        vm.expectEmit(true, true, false, true, address(lottery));
        emit GriddleLottery.TicketsPurchase(ALICE, id, 2);
        vm.prank(ALICE);
        lottery.buyTickets(id, _numbers(1_000_001, 1_000_002));
    }

    function test_buyRejectsBadCountsAndNumbers() public {
        uint256 id = _start();
        cake.mint(ALICE, 1000 ether);
        vm.startPrank(ALICE);
        cake.approve(address(lottery), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketCount.selector, 0, 100));
        lottery.buyTickets(id, new uint32[](0));
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketCount.selector, 101, 100));
        lottery.buyTickets(id, _randomNumbers(1, 101));
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.InvalidTicketNumber.selector, 999_999));
        lottery.buyTickets(id, _numbers(1_000_000, 999_999));
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.InvalidTicketNumber.selector, 2_000_000));
        lottery.buyTickets(id, _numbers(2_000_000));
        _expectStatus(2, GriddleLottery.Status.Pending, GriddleLottery.Status.Open);
        lottery.buyTickets(2, _numbers(1_000_000));
        lottery.buyTickets(id, _randomNumbers(1, 100));
        vm.stopPrank();
        assertEq(lottery.currentTicketId(), 101, "100 tickets in one purchase");
    }

    /// @dev Tickets sell until endTime only: after it, before the close (PancakeSwap v1 sold tickets while
    /// its draw was under way) and after the close.
    function test_noTicketIsSoldOnceSalesEnd() public {
        uint256 id = _start();
        uint256 endTime = lottery.viewLottery(id).endTime;
        vm.warp(endTime - 1);
        _buyOne(ALICE, 1_111_111);
        vm.warp(endTime);
        cake.mint(BOB, 10 ether);
        vm.prank(BOB);
        cake.approve(address(lottery), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SalesClosed.selector, id, endTime));
        vm.prank(BOB);
        lottery.buyTickets(id, _numbers(1_111_111));
        lottery.closeLottery(id);
        _expectStatus(id, GriddleLottery.Status.Close, GriddleLottery.Status.Open);
        vm.prank(BOB);
        lottery.buyTickets(id, _numbers(1_111_111));
        _draw(SEED, HASH);
        _expectStatus(id, GriddleLottery.Status.Claimable, GriddleLottery.Status.Open);
        vm.prank(BOB);
        lottery.buyTickets(id, _numbers(1_111_111));
    }

    function test_closeNeedsEndTime() public {
        uint256 id = _start();
        uint256 endTime = lottery.viewLottery(id).endTime;
        vm.warp(endTime - 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SalesNotOver.selector, id, endTime));
        lottery.closeLottery(id);
        vm.warp(endTime);
        vm.prank(ALICE);
        lottery.closeLottery(id);
        GriddleLottery.Lottery memory round = lottery.viewLottery(id);
        assertTrue(round.status == GriddleLottery.Status.Close, "closed by anyone");
        assertEq(round.firstTicketIdNextLottery, 1, "no tickets sold");
        _expectStatus(id, GriddleLottery.Status.Close, GriddleLottery.Status.Open);
        lottery.closeLottery(id);
    }

    /// @dev A round holds fewer than 2^24 tickets, so its 24-bit counters never carry into each other.
    /// Selling 16 million tickets is out of a test's reach: the ticket counter is moved forward instead,
    /// found as the one storage word a purchase adds to.
    function test_aRoundHoldsFewerThan2To24Tickets() public {
        uint256 id = _start();
        bytes32[8] memory before;
        for (uint256 slot = 0; slot < 8; ++slot) before[slot] = cheats.load(address(lottery), bytes32(slot));
        _buyOne(ALICE, 1_000_000);
        uint256 counterSlot = type(uint256).max;
        uint256 step;
        for (uint256 slot = 0; slot < 8; ++slot) {
            bytes32 value = cheats.load(address(lottery), bytes32(slot));
            if (value != before[slot]) (counterSlot, step) = (slot, uint256(value) - uint256(before[slot]));
        }
        assertTrue(counterSlot != type(uint256).max, "the ticket counter's word");
        uint256 maxTickets = (1 << 24) - 1;
        // Ids 1 to maxTickets - 1 sold: one more fits, two do not.
        uint256 moved = uint256(cheats.load(address(lottery), bytes32(counterSlot))) + (maxTickets - 2) * step;
        cheats.store(address(lottery), bytes32(counterSlot), bytes32(moved));
        assertEq(lottery.currentTicketId(), maxTickets, "moved forward");
        cake.mint(BOB, 10 ether);
        vm.prank(BOB);
        cake.approve(address(lottery), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.LotteryFull.selector, id));
        vm.prank(BOB);
        lottery.buyTickets(id, _numbers(1_000_001, 1_000_002));
        vm.prank(BOB);
        lottery.buyTickets(id, _numbers(1_000_001));
        assertEq(lottery.currentTicketId() - lottery.viewLottery(id).firstTicketId, maxTickets, "full");
    }

    /// @dev A round sells tickets worth at most its bond, so a cancel never refunds more than the bond.
    function test_salesStopAtTheBond() public {
        uint256 id = _start(SEED, 3 ether);
        _buyOne(ALICE, 1_000_000);
        _buyOne(BOB, 1_000_001);
        uint256 twoCost = 2 ether * 1999 / 2000;
        cake.mint(CAROL, twoCost);
        vm.prank(CAROL);
        cake.approve(address(lottery), twoCost);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.SoldOut.selector, id, twoCost, 1 ether));
        vm.prank(CAROL);
        lottery.buyTickets(id, _numbers(1_000_002, 1_000_003));
        _buyOne(CAROL, 1_000_002);
        (,,, uint256 sales,) = lottery.viewRandomness(id);
        assertEq(sales, 3 ether, "sold out exactly at the bond");
    }

    /// @dev (c) Nothing a buyer sees before sales close tells the final number, so contracts and EIP-7702
    /// delegated accounts buy and claim like anyone.
    function test_contractsAndDelegatedAccountsBuyAndClaim() public {
        uint256 id = _start();
        uint32 finalNumber = _final(id);
        LotteryPlayer player = new LotteryPlayer(lottery);
        cake.mint(address(player), 10 ether);
        player.buy(id, _numbers(_winner(finalNumber, 4)));
        cheats.etch(ALICE, abi.encodePacked(hex"ef0100", address(0x7702)));
        assertTrue(ALICE.code.length == 23, "delegated EOA has code");
        uint256 aliceTicket = _buyOne(ALICE, _winner(finalNumber, 3));
        _closeAndDraw();

        uint256[] memory ids = new uint256[](1);
        uint32[] memory brackets = new uint32[](1);
        (ids[0], brackets[0]) = (1, 4);
        uint256 before = cake.balanceOf(address(player));
        player.claim(id, ids, brackets);
        assertEq(cake.balanceOf(address(player)) - before, lottery.viewLottery(id).cakePerBracket[4], "contract paid");
        assertEq(_claim(ALICE, id, aliceTicket, 3), lottery.viewLottery(id).cakePerBracket[3], "delegated EOA paid");
    }

    /// @dev (b) CAKE that arrives short is refused everywhere it comes in: the bond, tickets, injections.
    function test_feeOnTransferCakeIsRefused() public {
        FeeToggleCake hostile = new FeeToggleCake();
        GriddleLottery game =
            new GriddleLottery(IERC20(address(hostile)), OWNER, OPERATOR, TREASURY, INJECTOR, MIN_LENGTH);
        hostile.mint(OPERATOR, 2 * BOND);
        hostile.mint(ALICE, 100 ether);
        hostile.mint(INJECTOR, 100 ether);
        vm.prank(OPERATOR);
        hostile.approve(address(game), type(uint256).max);
        vm.prank(ALICE);
        hostile.approve(address(game), type(uint256).max);
        vm.prank(INJECTOR);
        hostile.approve(address(game), type(uint256).max);
        bytes32 c = LotteryRandomness.commitment(SEED);

        hostile.setFee(true);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TransferAmountMismatch.selector, BOND, BOND * 99 / 100));
        vm.prank(OPERATOR);
        game.startLottery(block.timestamp + LENGTH, PRICE, DIVISOR, _breakdown(), FEE, c, BOND);

        hostile.setFee(false);
        vm.prank(OPERATOR);
        game.startLottery(block.timestamp + LENGTH, PRICE, DIVISOR, _breakdown(), FEE, c, BOND);
        hostile.setFee(true);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TransferAmountMismatch.selector, 1 ether, 0.99 ether));
        vm.prank(ALICE);
        game.buyTickets(1, _numbers(1_000_000));
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TransferAmountMismatch.selector, 10 ether, 9.9 ether));
        vm.prank(INJECTOR);
        game.injectFunds(1, 10 ether);
        assertEq(hostile.balanceOf(address(game)), BOND, "only the clean bond came in");
        assertEq(game.viewLottery(1).amountCollectedInCake, 0, "nothing counted");
    }

    // ------------------------------------------------------------ draw and claims

    /// @dev One winner per bracket plus losers: the treasury gets its fee, the bond goes back, each
    /// bracket splits its share, and what no one can take is carried.
    function test_drawSettlesEveryBracket() public {
        uint256 id = _start();
        uint32 f = _final(id);
        uint32[] memory numbers = new uint32[](8);
        for (uint256 b = 0; b < 6; ++b) numbers[b] = _winner(f, b);
        numbers[6] = _sharing(f, 0);
        numbers[7] = _winner(f, 0);
        uint256 first = _buy(ALICE, numbers);
        cake.mint(INJECTOR, 100 ether);
        vm.prank(INJECTOR);
        cake.approve(address(lottery), 100 ether);
        vm.prank(INJECTOR);
        lottery.injectFunds(id, 100 ether);
        uint256 pot = 8 ether * 1993 / 2000 + 100 ether;
        assertEq(lottery.viewLottery(id).amountCollectedInCake, pot, "pot");

        _closeAndDraw();
        GriddleLottery.Lottery memory round = lottery.viewLottery(id);
        assertTrue(round.status == GriddleLottery.Status.Claimable, "claimable");
        assertEq(round.finalNumber, f, "final number");
        uint256 treasuryCut = pot * FEE / 10_000;
        uint256 prizePool = pot - treasuryCut;
        assertEq(cake.balanceOf(TREASURY), treasuryCut, "treasury fee paid");
        assertEq(cake.balanceOf(OPERATOR), BOND, "bond returned");
        uint256[6] memory shares = _breakdown();
        uint256 paid;
        for (uint256 b = 0; b < 6; ++b) {
            uint256 winners = b == 0 ? 2 : 1;
            assertEq(round.countWinnersPerBracket[b], winners, "one winner per bracket, two in bracket 0");
            assertEq(round.cakePerBracket[b], prizePool * shares[b] / 10_000 / winners, "prize per ticket");
            paid += round.cakePerBracket[b] * winners;
        }
        assertEq(lottery.pendingInjectionNextLottery(), prizePool - paid, "remainder carried");
        assertEq(treasuryCut + paid + lottery.pendingInjectionNextLottery(), pot, "pot split to the wei");

        for (uint256 b = 0; b < 6; ++b) {
            assertEq(_claim(ALICE, id, first + b, b), round.cakePerBracket[b], "claimed");
        }
        assertEq(_claim(ALICE, id, first + 7, 0), round.cakePerBracket[0], "second bracket-0 winner");
        assertEq(cake.balanceOf(address(lottery)), lottery.pendingInjectionNextLottery(), "only the carry is left");
    }

    /// @dev A bracket without winners rolls its whole share into the next round's starting pot.
    function test_bracketsWithoutWinnersRollIntoTheNextRound() public {
        uint256 id = _start();
        uint32 f = _final(id);
        _buy(ALICE, _numbers(_winner(f, 5), _sharing(f, 0)));
        _closeAndDraw();
        uint256 pot = 2 ether * 1999 / 2000;
        uint256 prizePool = pot - pot * FEE / 10_000;
        uint256 jackpot = prizePool * 5000 / 10_000;
        uint256 carried = prizePool - jackpot;
        assertEq(lottery.pendingInjectionNextLottery(), carried, "five brackets' shares carried");

        uint256 next = _start(keccak256("second seed"), BOND);
        assertEq(lottery.viewLottery(next).amountCollectedInCake, carried, "the next round starts with them");
        assertEq(lottery.pendingInjectionNextLottery(), 0, "handed over");
    }

    /// @dev (v2) PancakeSwap v2 paid each bracket's winners a rounded-down share and left the remainder
    /// in the contract with no owner. Here it rolls into the next round with the unwon brackets.
    function test_roundingDustCarriesToTheNextRound() public {
        uint256 id = _start();
        uint32 f = _final(id);
        uint32[] memory numbers = new uint32[](7);
        for (uint256 i = 0; i < 3; ++i) numbers[i] = _winner(f, 0);
        for (uint256 i = 3; i < 7; ++i) numbers[i] = _sharing(f, 0);
        uint256 first = _buy(ALICE, numbers);
        _closeAndDraw();

        uint256 pot = 7 ether * 1994 / 2000;
        uint256 prizePool = pot - pot * FEE / 10_000;
        uint256 prize = lottery.viewLottery(id).cakePerBracket[0];
        (uint256 v2Prize, uint256 v2Dust) = PancakeV2Rules.prizeAndStuckDust(prizePool, 250, 3);
        assertEq(prize, v2Prize, "the same prize per ticket as v2");
        assertTrue(v2Dust > 0, "v2 would have left dust");
        uint256 unwon;
        for (uint256 b = 1; b < 6; ++b) unwon += prizePool * _breakdown()[b] / 10_000;
        uint256 carried = lottery.pendingInjectionNextLottery();
        assertEq(carried, prizePool - 3 * prize, "everything but the prizes is carried");
        assertTrue(carried >= unwon + v2Dust, "the dust included");

        for (uint256 i = 0; i < 3; ++i) _claim(ALICE, id, first + i, 0);
        assertEq(cake.balanceOf(address(lottery)), carried, "no wei without an owner");
        uint256 next = _start(keccak256("second seed"), BOND);
        assertEq(lottery.viewLottery(next).amountCollectedInCake, carried, "the dust is in the next pot");
    }

    function test_claimRules() public {
        uint256 id = _start();
        uint32 f = _final(id);
        uint256 first = _buy(ALICE, _numbers(_winner(f, 2), _sharing(f, 0)));
        uint256 bobTicket = _buyOne(BOB, _winner(f, 1));
        _expectStatus(id, GriddleLottery.Status.Open, GriddleLottery.Status.Claimable);
        _claimOnly(ALICE, id, first, 2);
        _closeAndDraw();

        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.NotTicketOwner.selector, bobTicket, ALICE));
        _claimOnly(ALICE, id, bobTicket, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.NotWinningBracket.selector, first, 1));
        _claimOnly(ALICE, id, first, 1);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.NotWinningBracket.selector, first, 3));
        _claimOnly(ALICE, id, first, 3);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.NotWinningBracket.selector, first + 1, 0));
        _claimOnly(ALICE, id, first + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TicketNotInLottery.selector, id, bobTicket + 1));
        _claimOnly(ALICE, id, bobTicket + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TicketNotInLottery.selector, id, 0));
        _claimOnly(ALICE, id, 0, 0);

        uint256[] memory ids = new uint256[](2);
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.LengthMismatch.selector, 2, 1));
        vm.prank(ALICE);
        lottery.claimTickets(id, ids, new uint32[](1));
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketCount.selector, 0, 100));
        vm.prank(ALICE);
        lottery.claimTickets(id, new uint256[](0), new uint32[](0));
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.InvalidTicketCount.selector, 101, 100));
        vm.prank(ALICE);
        lottery.claimTickets(id, new uint256[](101), new uint32[](101));

        assertTrue(_claim(ALICE, id, first, 2) > 0, "the owner claims its highest bracket");
    }

    /// @dev A ticket in a bracket whose share is zero wins nothing, and cannot be claimed.
    function test_bracketWithoutShareHasNoPrize() public {
        cake.mint(OPERATOR, BOND);
        vm.prank(OPERATOR);
        cake.approve(address(lottery), BOND);
        vm.prank(OPERATOR);
        lottery.startLottery(
            block.timestamp + LENGTH,
            PRICE,
            DIVISOR,
            [uint256(0), 0, 0, 0, 0, 10_000],
            FEE,
            LotteryRandomness.commitment(SEED),
            BOND
        );
        uint256 ticket = _buyOne(ALICE, _winner(_final(1), 0));
        _closeAndDraw();
        assertEq(lottery.viewLottery(1).countWinnersPerBracket[0], 1, "a winner of bracket 0");
        assertEq(lottery.viewLottery(1).cakePerBracket[0], 0, "with no prize");
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.NoPrize.selector, ticket, 0));
        _claimOnly(ALICE, 1, ticket, 0);
    }

    /// @dev (v1) PancakeSwap's first lottery let one ticket be claimed up to 255 times: here a ticket pays
    /// once, whether claimed again later or twice in the same call.
    function test_aTicketPaysOnce() public {
        uint256 id = _start();
        uint256 ticket = _buyOne(ALICE, _winner(_final(id), 5));
        _closeAndDraw();
        uint256 prize = _claim(ALICE, id, ticket, 5);
        assertEq(prize, lottery.viewLottery(id).cakePerBracket[5], "paid once");
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.TicketAlreadyClaimed.selector, ticket));
        _claimOnly(ALICE, id, ticket, 5);

        uint256 next = _start(keccak256("second seed"), BOND);
        uint256 again = _buyOne(BOB, _winner(LotteryRandomness.finalNumber(keccak256("second seed"), HASH, next), 0));
        _close();
        _draw(keccak256("second seed"), HASH);
        uint256[] memory ids = new uint256[](2);
        uint32[] memory brackets = new uint32[](2);
        (ids[0], ids[1]) = (again, again);
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.TicketAlreadyClaimed.selector, again));
        vm.prank(BOB);
        lottery.claimTickets(next, ids, brackets);
        (, bool[] memory paid) = lottery.viewNumbersAndStatusesForTicketIds(ids);
        assertTrue(paid[0] == false, "the reverted call paid nothing");
    }

    function test_injectFundsRules() public {
        cake.mint(INJECTOR, 30 ether);
        cake.mint(OWNER, 30 ether);
        cake.mint(ALICE, 30 ether);
        vm.prank(INJECTOR);
        cake.approve(address(lottery), type(uint256).max);
        vm.prank(OWNER);
        cake.approve(address(lottery), type(uint256).max);
        vm.prank(ALICE);
        cake.approve(address(lottery), type(uint256).max);
        _expectStatus(1, GriddleLottery.Status.Pending, GriddleLottery.Status.Open);
        vm.prank(INJECTOR);
        lottery.injectFunds(1, 10 ether);
        uint256 id = _start();
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.NotOwnerOrInjector.selector, ALICE));
        vm.prank(ALICE);
        lottery.injectFunds(id, 10 ether);
        vm.expectEmit(true, false, false, true, address(lottery));
        emit GriddleLottery.LotteryInjection(id, 10 ether);
        vm.prank(INJECTOR);
        lottery.injectFunds(id, 10 ether);
        vm.prank(OWNER);
        lottery.injectFunds(id, 20 ether);
        assertEq(lottery.viewLottery(id).amountCollectedInCake, 30 ether, "injected into the pot");
        _close();
        _expectStatus(id, GriddleLottery.Status.Close, GriddleLottery.Status.Open);
        vm.prank(INJECTOR);
        lottery.injectFunds(id, 10 ether);
    }

    // ------------------------------------------------------------ views

    function test_userInfoPagesNewestFirst() public {
        uint256 id = _start();
        _buy(ALICE, _numbers(1_000_001, 1_000_002, 1_000_003)); // ids 1-3
        _buyOne(BOB, 1_000_004); // id 4
        _buy(ALICE, _numbers(1_000_005, 1_000_006)); // ids 5-6
        _buyOne(BOB, 1_000_007); // id 7
        _buyOne(ALICE, 1_000_008); // id 8

        (uint256[] memory ids, uint32[] memory numbers, bool[] memory paid, uint256 cursor) =
            lottery.viewUserInfoForLotteryId(ALICE, id, 0, 4);
        assertEq(ids.length, 4, "full page");
        assertEq(ids[0], 8, "newest first");
        assertEq(ids[1], 6, "then the previous purchase, from its last ticket");
        assertEq(ids[2], 5, "id 5");
        assertEq(ids[3], 3, "id 3");
        assertEq(numbers[0], 1_000_008, "number");
        assertEq(numbers[3], 1_000_003, "number");
        assertTrue(!paid[0], "not paid");
        assertEq(cursor, 3, "cursor: the last id returned");
        (ids,,, cursor) = lottery.viewUserInfoForLotteryId(ALICE, id, cursor, 4);
        assertEq(ids.length, 2, "short page: the end");
        assertEq(ids[0], 2, "id 2");
        assertEq(ids[1], 1, "id 1");
        assertEq(cursor, 1, "cursor");
        (ids,,, cursor) = lottery.viewUserInfoForLotteryId(ALICE, id, cursor, 4);
        assertEq(ids.length, 0, "nothing after the end");
        assertEq(cursor, 1, "cursor unchanged");

        (ids,,,) = lottery.viewUserInfoForLotteryId(BOB, id, 0, 100);
        assertEq(ids.length, 2, "bob's two tickets");
        (ids,,, cursor) = lottery.viewUserInfoForLotteryId(CAROL, id, 0, 100);
        assertEq(ids.length, 0, "carol has none");
        assertEq(cursor, 0, "cursor");

        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.InvalidCursor.selector, 4));
        lottery.viewUserInfoForLotteryId(ALICE, id, 4, 4);
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.InvalidCursor.selector, 9));
        lottery.viewUserInfoForLotteryId(ALICE, id, 9, 4);

        _closeAndDraw();
        uint256 next = _start(keccak256("second seed"), BOND);
        _buyOne(ALICE, 1_000_009);
        vm.expectRevert(abi.encodeWithSelector(LotteryTicketBook.InvalidCursor.selector, 8));
        lottery.viewUserInfoForLotteryId(ALICE, next, 8, 4);
        (ids,,,) = lottery.viewUserInfoForLotteryId(ALICE, next, 0, 4);
        assertEq(ids.length, 1, "only this round's tickets");
        assertEq(ids[0], 9, "id 9");
        (ids,,,) = lottery.viewUserInfoForLotteryId(ALICE, id, 0, 100);
        assertEq(ids.length, 6, "the closed round still lists its tickets");
    }

    /// @dev (v2) The rewards view answers 0 for a ticket of another round, where v2's range check let
    /// it answer for any round's ticket with a matching number.
    function test_rewardsViewIgnoresOtherRoundsTickets() public {
        uint256 id = _start();
        uint32 f = _final(id);
        uint256 mine = _buyOne(ALICE, _winner(f, 5));
        _closeAndDraw();
        bytes32 seed2 = keccak256("second seed");
        uint256 next = _start(seed2, BOND);
        uint256 later = _buyOne(BOB, _winner(f, 5));
        _close();
        _draw(seed2, HASH);

        uint256 prize = lottery.viewLottery(id).cakePerBracket[5];
        assertTrue(prize > 0, "round 1 has a jackpot");
        assertEq(lottery.viewRewardsForTicketId(id, mine, 5), prize, "its own winner");
        assertEq(lottery.viewRewardsForTicketId(id, mine, 4), 0, "only the highest bracket");
        assertEq(lottery.viewRewardsForTicketId(id, mine, 6), 0, "no bracket 6");
        assertEq(lottery.viewRewardsForTicketId(id, later, 5), 0, "a later round's ticket with the same number");
        GriddleLottery.Lottery memory round = lottery.viewLottery(id);
        assertTrue(
            !PancakeV2Rules.rewardsViewSkips(round.firstTicketId, round.firstTicketIdNextLottery, later),
            "v2 would have answered for it"
        );
        assertEq(lottery.viewRewardsForTicketId(next, mine, 5), 0, "an earlier round's ticket");
        assertEq(lottery.viewRewardsForTicketId(3, mine, 5), 0, "a round not drawn");
        vm.expectRevert(abi.encodeWithSelector(GriddleLottery.TicketNotInLottery.selector, next, mine));
        _claimOnly(ALICE, next, mine, 5);
    }
}
