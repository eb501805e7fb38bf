// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {GriddleFactory} from "../../src/amm/GriddleFactory.sol";
import {GriddleRouter} from "../../src/amm/GriddleRouter.sol";
import {IGriddlePair} from "../../src/interfaces/IGriddlePair.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";
import {ReflectionToken} from "../../src/tokens/ReflectionToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev A SAFEMOON deployed as the local stack does: the test contract is holder and owner.
abstract contract ReflectionFixture is TestBase {
    uint256 internal constant SUPPLY = 1e15 * 1e9;
    WBNB internal wbnb;
    GriddleFactory internal factory;
    GriddleRouter internal router;
    ReflectionToken internal token;
    address internal pair;

    function _deploy() internal {
        wbnb = new WBNB();
        factory = new GriddleFactory(address(this));
        router = new GriddleRouter(address(factory), address(wbnb));
        token = new ReflectionToken("SafeMoon", "SAFEMOON", 9, SUPPLY, address(this), IGriddleRouter(address(router)));
        pair = token.liquidityPair();
    }
}

contract ReflectionTokenTest is ReflectionFixture {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    address private constant CAROL = address(0xCA401);
    address private constant RECEIVER = address(0x5EC);
    address private constant EOA = address(0xE0A);

    receive() external payable {}

    function setUp() public {
        _deploy();
        token.transfer(ALICE, 1e12 * 1e9);
        token.transfer(CAROL, 1e12 * 1e9);
        token.excludeFromReward(RECEIVER);
    }

    function _addLiquidity(uint256 tokens, uint256 bnb) private {
        vm.deal(address(this), bnb);
        token.approve(address(router), tokens);
        router.addLiquidityETH{value: bnb}(address(token), tokens, tokens, bnb, address(this), block.timestamp);
    }

    function _includedTotal() private view returns (uint256) {
        return token.balanceOf(address(this)) + token.balanceOf(ALICE) + token.balanceOf(BOB) + token.balanceOf(CAROL);
    }

    function testConstructorCreatesAndExcludesThePair() public view {
        assertEq(token.totalSupply(), SUPPLY, "supply");
        assertEq(token.decimals(), 9, "decimals");
        assertTrue(keccak256(bytes(token.symbol())) == keccak256("SAFEMOON"), "symbol");
        assertTrue(keccak256(bytes(token.name())) == keccak256("SafeMoon"), "name");
        assertEq(pair, factory.getPair(address(token), address(wbnb)), "pair from the router's factory");
        assertEq(address(token.router()), address(router), "router");
        assertTrue(token.isExcludedFromReward(pair), "pair excluded from reward");
        assertTrue(token.isExcludedFromReward(address(token)), "contract excluded from reward");
        assertTrue(token.isExcludedFromFee(address(this)), "holder excluded from fee");
        assertTrue(token.isExcludedFromFee(address(token)), "contract excluded from fee");
        assertTrue(!token.isExcludedFromFee(ALICE), "others pay the fee");
        assertEq(token.owner(), address(this), "owner");
    }

    function testTransferFromFeeExcludedHolderArrivesWhole() public view {
        assertEq(token.balanceOf(ALICE), 1e12 * 1e9, "no fee from the holder");
        assertEq(token.totalReflected(), 0, "nothing reflected");
    }

    function testTaxedTransferTakesFivePlusFive() public {
        uint256 amount = 1e9 * 1e9;
        uint256 includedBefore = _includedTotal();
        vm.expectEmit(true, true, false, true, address(token));
        emit IERC20.Transfer(ALICE, RECEIVER, amount * 90 / 100);
        vm.expectEmit(true, true, false, true, address(token));
        emit IERC20.Transfer(ALICE, address(token), amount * 5 / 100);
        vm.expectEmit(true, false, false, true, address(token));
        emit ReflectionToken.Reflected(ALICE, amount * 5 / 100);
        vm.prank(ALICE);
        token.transfer(RECEIVER, amount);

        assertEq(token.balanceOf(RECEIVER), amount * 90 / 100, "receiver gets 90%");
        assertEq(token.balanceOf(address(token)), amount * 5 / 100, "5% accrues for liquidity");
        assertEq(token.totalReflected(), amount * 5 / 100, "5% reflected");
        // The included holders lost `amount` and got the 5% reflection back between them.
        assertApproxEq(_includedTotal(), includedBefore - amount + amount * 5 / 100, 4, "reflection reached holders");
    }

    function testBalancesGrowWithoutTransfersInProportion() public {
        uint256 carolBefore = token.balanceOf(CAROL);
        uint256 holderBefore = token.balanceOf(address(this));
        vm.prank(ALICE);
        token.transfer(BOB, 1e11 * 1e9);
        uint256 carolGain = token.balanceOf(CAROL) - carolBefore;
        uint256 holderGain = token.balanceOf(address(this)) - holderBefore;
        assertTrue(carolGain > 0, "carol grew without a transfer");
        // Carol and the holder gain in proportion to what they hold.
        assertApproxEq(carolGain * holderBefore / carolBefore, holderGain, holderGain / 1e9 + 2, "pro rata");
    }

    function testExcludedFromRewardDoesNotGrow() public {
        vm.prank(ALICE);
        token.transfer(RECEIVER, 1e9 * 1e9);
        uint256 receiverBefore = token.balanceOf(RECEIVER);
        vm.prank(ALICE);
        token.transfer(BOB, 1e9 * 1e9);
        assertEq(token.balanceOf(RECEIVER), receiverBefore, "excluded balance frozen");
    }

    function testNoFeeWhenEitherSideIsExcludedFromFee() public {
        token.setExcludedFromFee(BOB, true);
        vm.prank(ALICE);
        token.transfer(BOB, 5e9);
        assertEq(token.balanceOf(BOB), 5e9, "no fee to an excluded recipient");
        token.setExcludedFromFee(BOB, false);
        assertTrue(!token.isExcludedFromFee(BOB), "fee again");
    }

    function testSetExcludedFromFeeEmits() public {
        vm.expectEmit(true, false, false, true, address(token));
        emit ReflectionToken.ExcludedFromFee(BOB, true);
        token.setExcludedFromFee(BOB, true);
    }

    function testExcludeThenIncludeKeepsBalanceAndResumesGrowth() public {
        uint256 carolBefore = token.balanceOf(CAROL);
        vm.expectEmit(true, false, false, true, address(token));
        emit ReflectionToken.ExcludedFromReward(CAROL, true);
        token.excludeFromReward(CAROL);
        assertEq(token.balanceOf(CAROL), carolBefore, "exclusion keeps the balance");
        vm.prank(ALICE);
        token.transfer(BOB, 1e10 * 1e9);
        assertEq(token.balanceOf(CAROL), carolBefore, "no growth while excluded");

        vm.expectEmit(true, false, false, true, address(token));
        emit ReflectionToken.ExcludedFromReward(CAROL, false);
        token.includeInReward(CAROL);
        assertApproxEq(token.balanceOf(CAROL), carolBefore, 1, "inclusion keeps the balance");
        vm.prank(ALICE);
        token.transfer(BOB, 1e10 * 1e9);
        assertTrue(token.balanceOf(CAROL) > carolBefore, "grows again");
    }

    function testExcludeTwiceReverts() public {
        vm.expectRevert(abi.encodeWithSelector(ReflectionToken.AlreadyExcludedFromReward.selector, RECEIVER));
        token.excludeFromReward(RECEIVER);
    }

    function testIncludeNotExcludedReverts() public {
        vm.expectRevert(abi.encodeWithSelector(ReflectionToken.NotExcludedFromReward.selector, ALICE));
        token.includeInReward(ALICE);
    }

    function testOwnerFunctionsRejectOthers() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE);
        vm.expectRevert(unauthorized);
        vm.prank(ALICE);
        token.setExcludedFromFee(ALICE, true);
        vm.expectRevert(unauthorized);
        vm.prank(ALICE);
        token.excludeFromReward(ALICE);
        vm.expectRevert(unauthorized);
        vm.prank(ALICE);
        token.includeInReward(RECEIVER);
    }

    function testTransferRevertsBeyondBalance() public {
        uint256 balance = token.balanceOf(BOB);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, BOB, balance, 1));
        vm.prank(BOB);
        token.transfer(ALICE, 1);
    }

    function testTransferToZeroReverts() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        vm.prank(ALICE);
        token.transfer(address(0), 1);
    }

    function testApproveZeroSpenderReverts() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidSpender.selector, address(0)));
        token.approve(address(0), 1);
    }

    function testTransferFromSpendsAllowanceAndTakesFee() public {
        vm.prank(ALICE);
        token.approve(BOB, 100e9);
        vm.prank(BOB);
        token.transferFrom(ALICE, RECEIVER, 60e9);
        assertEq(token.allowance(ALICE, BOB), 40e9, "allowance spent");
        assertEq(token.balanceOf(RECEIVER), 54e9, "fee taken");
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, BOB, 40e9, 60e9));
        vm.prank(BOB);
        token.transferFrom(ALICE, RECEIVER, 60e9);
    }

    function testInfiniteAllowanceIsNeverSpent() public {
        vm.prank(ALICE);
        token.approve(BOB, type(uint256).max);
        vm.prank(BOB);
        token.transferFrom(ALICE, BOB, 1e9);
        assertEq(token.allowance(ALICE, BOB), type(uint256).max, "still infinite");
    }

    function testPairBalanceMovesOnlyWithTransfers() public {
        _addLiquidity(1e11 * 1e9, 100 ether);
        address[] memory buyPath = new address[](2);
        buyPath[0] = address(wbnb);
        buyPath[1] = address(token);
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1 ether}(0, buyPath, ALICE, block.timestamp);

        address[] memory sellPath = new address[](2);
        sellPath[0] = address(token);
        sellPath[1] = address(wbnb);
        vm.startPrank(CAROL);
        token.approve(address(router), type(uint256).max);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(1e9 * 1e9, 0, sellPath, CAROL, block.timestamp);
        vm.stopPrank();

        // Reflections from unrelated transfers must not show up in the pair, or skim would hand them out.
        vm.prank(ALICE);
        token.transfer(BOB, 1e10 * 1e9);
        (uint112 reserve0, uint112 reserve1,) = IGriddlePair(pair).getReserves();
        uint256 reserve = IGriddlePair(pair).token0() == address(token) ? reserve0 : reserve1;
        assertEq(token.balanceOf(pair), reserve, "pair balance equals its reserve");
        uint256 bobBefore = token.balanceOf(BOB);
        IGriddlePair(pair).skim(BOB);
        assertTrue(token.balanceOf(BOB) >= bobBefore, "skim hands out nothing of the token");
        assertEq(token.balanceOf(pair), reserve, "still equal after skim");
    }

    function testAddAccruedLiquiditySwapsHalfAndMintsLpToOwner() public {
        _addLiquidity(1e11 * 1e9, 100 ether);
        vm.prank(ALICE);
        token.transfer(BOB, 1e10 * 1e9);
        uint256 accrued = token.balanceOf(address(token));
        assertEq(accrued, 5e8 * 1e9, "5% accrued");
        uint256 lpBefore = IGriddlePair(pair).balanceOf(address(this));

        vm.prank(EOA, EOA);
        uint256 liquidity = token.addAccruedLiquidity();

        assertTrue(liquidity > 0, "liquidity minted");
        assertEq(IGriddlePair(pair).balanceOf(address(this)) - lpBefore, liquidity, "LP to the owner");
        // What the pool ratio could not take stays for the next call: a sliver of the accrued tokens.
        assertTrue(token.balanceOf(address(token)) < accrued / 100, "accrued tokens used");
        assertEq(token.allowance(address(token), address(router)), 0, "no allowance left behind");
    }

    function testAddAccruedLiquidityRevertsWhenNothingAccrued() public {
        vm.expectRevert(ReflectionToken.NothingAccrued.selector);
        vm.prank(EOA, EOA);
        token.addAccruedLiquidity();
    }

    function testAddAccruedLiquidityRejectsContracts() public {
        vm.expectRevert(abi.encodeWithSelector(ReflectionToken.CallerNotEOA.selector, address(this)));
        token.addAccruedLiquidity();
    }

    function testReceiveRejectsAnyoneButTheRouter() public {
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE);
        (bool sent, bytes memory reason) = address(token).call{value: 1 ether}("");
        assertTrue(!sent, "refused");
        assertEq(reason, abi.encodeWithSelector(ReflectionToken.NotRouter.selector, ALICE), "reason");
    }

    /// @dev The fee parts are exactly 5% and 5% (rounded down) of any amount.
    function testFuzzFeeSplitIsExact(uint256 amount) public {
        amount = bound(amount, 0, token.balanceOf(ALICE));
        vm.prank(ALICE);
        token.transfer(RECEIVER, amount);
        assertEq(token.balanceOf(RECEIVER), amount - 2 * (amount * 5 / 100), "receiver");
        assertEq(token.balanceOf(address(token)), amount * 5 / 100, "liquidity part");
        assertEq(token.totalReflected(), amount * 5 / 100, "reflection part");
    }

    /// @dev After any transfers, balances still add up to the supply, short by rounding only.
    function testFuzzBalancesSumToSupply(uint256 a, uint256 b, uint256 c, bool excludeCarol) public {
        if (excludeCarol) token.excludeFromReward(CAROL);
        vm.prank(ALICE);
        token.transfer(BOB, bound(a, 0, token.balanceOf(ALICE)));
        vm.prank(BOB);
        token.transfer(CAROL, bound(b, 0, token.balanceOf(BOB)));
        vm.prank(CAROL);
        token.transfer(RECEIVER, bound(c, 0, token.balanceOf(CAROL)));
        if (excludeCarol) token.includeInReward(CAROL);
        uint256 sum = _includedTotal() + token.balanceOf(RECEIVER) + token.balanceOf(address(token)) + token.balanceOf(pair);
        assertTrue(sum <= SUPPLY, "never more than the supply");
        assertApproxEq(sum, SUPPLY, 8, "sum of balances");
    }
}

/// @dev Random transfers, fee and reward exclusions among five accounts and the pair, for the invariant.
contract ReflectionHandler is TestBase {
    ReflectionToken public immutable token;
    address public immutable owner;
    address[5] private _actors = [address(0x2001), address(0x2002), address(0x2003), address(0x2004), address(0x2005)];

    constructor(ReflectionToken token_, address owner_) {
        token = token_;
        owner = owner_;
    }

    function actor(uint256 index) external view returns (address) {
        return _actors[index];
    }

    function transfer(uint256 fromSeed, uint256 toSeed, uint256 amount) external {
        address from = _actors[fromSeed % 5];
        amount = bound(amount, 0, token.balanceOf(from));
        vm.prank(from);
        token.transfer(_actors[toSeed % 5], amount);
    }

    function toggleReward(uint256 seed) external {
        address who = _actors[seed % 5];
        vm.prank(owner);
        if (token.isExcludedFromReward(who)) token.includeInReward(who);
        else token.excludeFromReward(who);
    }

    function toggleFee(uint256 seed) external {
        address who = _actors[seed % 5];
        vm.prank(owner);
        token.setExcludedFromFee(who, !token.isExcludedFromFee(who));
    }
}

contract ReflectionTokenInvariantTest is ReflectionFixture {
    ReflectionHandler private handler;

    function setUp() public {
        _deploy();
        handler = new ReflectionHandler(token, address(this));
        for (uint256 i = 0; i < 5; ++i) token.transfer(handler.actor(i), SUPPLY / 10);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_balancesSumToSupply() public view {
        uint256 sum = token.balanceOf(address(this)) + token.balanceOf(address(token)) + token.balanceOf(pair);
        for (uint256 i = 0; i < 5; ++i) sum += token.balanceOf(handler.actor(i));
        assertTrue(sum <= SUPPLY, "never more than the supply");
        assertApproxEq(sum, SUPPLY, 16, "sum of balances");
    }
}
