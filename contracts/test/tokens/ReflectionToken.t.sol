// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {GriddleFactory} from "../../src/amm/GriddleFactory.sol";
import {GriddleLibrary} from "../../src/amm/GriddleLibrary.sol";
import {GriddleRouter} from "../../src/amm/GriddleRouter.sol";
import {IGriddlePair} from "../../src/interfaces/IGriddlePair.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {ReflectionToken} from "../../src/tokens/ReflectionToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";
import {PairImpostor} from "./mocks/PairImpostor.sol";
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

    /// @dev Where the factory puts (or will put) the pair of the token and `other`.
    function _pairAddress(address other) internal view returns (address) {
        return GriddleLibrary.pairFor(address(factory), factory.INIT_CODE_PAIR_HASH(), address(token), other);
    }

    /// @dev A plain token with the whole supply at this contract, at an address below the reflection
    /// token's (`below`) or above it, so both pair orders (the reflection token as token1 or token0) are
    /// tested. Deploys until one lands on the wanted side; each address is a fresh hash, so a few do.
    function _plainTokenOn(bool below) internal returns (BEP20Token plain) {
        do {
            plain = new BEP20Token("Binance USD", "BUSD", 18, 1e30, address(this));
        } while ((address(plain) < address(token)) != below);
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

/// @dev Weakness 6 of issue 18: every Griddle pair of the token is excluded from reflections, not only
/// the token/WBNB pair of the constructor, so nobody can skim reflections from a pair's liquidity
/// providers. The test contract is the holder (free of the fee) and the liquidity provider.
contract ReflectionTokenPairExclusionTest is ReflectionFixture {
    address private constant ALICE = address(0xA11CE);
    address private constant BOB = address(0xB0B);
    address private constant ATTACKER = address(0xBAD);
    uint256 private constant LIQUIDITY = 1e11 * 1e9;

    BEP20Token private busd;

    function setUp() public {
        _deploy();
        busd = _plainTokenOn(true);
        busd.approve(address(router), type(uint256).max);
        token.transfer(ALICE, 1e12 * 1e9);
        token.transfer(BOB, 1e12 * 1e9);
        token.approve(address(router), type(uint256).max);
    }

    /// @dev Taxed transfers between two included holders: each reflects 5% to every included account.
    function _reflect(uint256 rounds) private {
        for (uint256 i = 0; i < rounds; ++i) {
            vm.prank(ALICE);
            token.transfer(BOB, 1e10 * 1e9);
            vm.prank(BOB);
            token.transfer(ALICE, 1e10 * 1e9);
        }
    }

    function _addLiquidity(BEP20Token other) private returns (IGriddlePair second) {
        router.addLiquidity(
            address(token), address(other), LIQUIDITY, 1e24, 0, 0, address(this), block.timestamp
        );
        second = IGriddlePair(factory.getPair(address(token), address(other)));
    }

    function _tokenReserve(IGriddlePair second) private view returns (uint256) {
        (uint112 reserve0, uint112 reserve1,) = second.getReserves();
        return second.token0() == address(token) ? reserve0 : reserve1;
    }

    function _sumOfBalances(address[] memory extra) private view returns (uint256 sum) {
        sum = token.balanceOf(address(this)) + token.balanceOf(ALICE) + token.balanceOf(BOB)
            + token.balanceOf(address(token)) + token.balanceOf(pair) + token.balanceOf(ATTACKER);
        for (uint256 i = 0; i < extra.length; ++i) sum += token.balanceOf(extra[i]);
    }

    /// @dev Fails on the old token: the REFLECT/BUSD pair kept receiving reflections and skim handed
    /// them to anyone.
    function testSecondPairReservesCannotBeSkimmed() public {
        IGriddlePair second = _addLiquidity(busd);
        _reflect(5);

        second.skim(ATTACKER);
        assertEq(token.balanceOf(ATTACKER), 0, "skim took the LPs' reflections");
        assertEq(busd.balanceOf(ATTACKER), 0, "skim took the other token");
        assertEq(token.balanceOf(address(second)), _tokenReserve(second), "the pair's balance is its reserve");

        // The liquidity provider gets back what was deposited, short by the locked minimum only.
        IERC20(address(second)).transfer(address(second), IERC20(address(second)).balanceOf(address(this)));
        uint256 before = token.balanceOf(address(this));
        second.burn(address(this));
        assertApproxEq(token.balanceOf(address(this)) - before, LIQUIDITY, LIQUIDITY / 1e6, "LP principal");
    }

    function testPairIsExcludedByTheTransferThatFundsIt() public {
        address second = factory.createPair(address(token), address(busd));
        assertTrue(!token.isExcludedFromReward(second), "nothing touched it yet");
        vm.expectEmit(true, false, false, true, address(token));
        emit ReflectionToken.ExcludedFromReward(second, true);
        _addLiquidity(busd);
        assertTrue(token.isExcludedFromReward(second), "excluded by its funding transfer");
        assertEq(token.balanceOf(second), LIQUIDITY, "funded in plain units");
        vm.expectRevert(abi.encodeWithSelector(ReflectionToken.AlreadyExcludedFromReward.selector, second));
        token.excludeFromReward(second);
    }

    /// @dev Someone sends tokens to a pair's address before the factory deploys it: the balance grows
    /// with reflections while it is not a pair, and the exclusion keeps it exactly as it then reads.
    function testPairFundedBeforeItsCreationIsExcludedWithTheBalanceItHas() public {
        address future = _pairAddress(address(busd));
        vm.prank(ALICE);
        token.transfer(future, 1e10 * 1e9);
        _reflect(3);
        uint256 grown = token.balanceOf(future);
        assertTrue(grown > 9e9 * 1e9, "an address without code takes part in reflections");

        factory.createPair(address(token), address(busd));
        address[] memory extra = new address[](1);
        extra[0] = future;
        uint256 sumBefore = _sumOfBalances(extra);
        // Any transfer touching the pair excludes it, even one of nothing from someone with nothing.
        vm.prank(ATTACKER);
        token.transfer(future, 0);
        assertTrue(token.isExcludedFromReward(future), "excluded at its first touch");
        assertEq(token.balanceOf(future), grown, "snapshot of the balance it had");
        assertApproxEq(_sumOfBalances(extra), sumBefore, 2, "no balance moved");
        assertTrue(_sumOfBalances(extra) <= SUPPLY, "never more than the supply");

        _reflect(3);
        assertEq(token.balanceOf(future), grown, "frozen since");
        assertApproxEq(_sumOfBalances(extra), SUPPLY, 8, "sum of balances");
    }

    /// @dev A pair whose first liquidity was sent before its creation and minted without a transfer of
    /// the token since: the first transfer out of it (here a swap) excludes it before debiting.
    function testPairFirstTouchedAsTheSenderIsExcludedBeforeItPays() public {
        IGriddlePair second = IGriddlePair(_pairAddress(address(busd)));
        token.transfer(address(second), LIQUIDITY);
        factory.createPair(address(token), address(busd));
        busd.transfer(address(second), 1e24);
        second.mint(address(this));
        assertTrue(!token.isExcludedFromReward(address(second)), "no transfer has touched it");

        uint256 out = 1e9 * 1e9;
        busd.transfer(address(second), 2e22);
        (uint256 amount0Out, uint256 amount1Out) = second.token0() == address(token) ? (out, uint256(0)) : (0, out);
        second.swap(amount0Out, amount1Out, ATTACKER, "");
        assertTrue(token.isExcludedFromReward(address(second)), "excluded by its first payment");
        assertEq(token.balanceOf(address(second)), _tokenReserve(second), "balance is the reserve");
        // The buyer receives 90% and, being included, its share of the 5% the purchase reflected.
        assertTrue(token.balanceOf(ATTACKER) >= out * 90 / 100, "the bought tokens, less the fee");
        _reflect(2);
        uint256 attackerBefore = token.balanceOf(ATTACKER);
        second.skim(ATTACKER);
        assertEq(token.balanceOf(ATTACKER), attackerBefore, "nothing to skim");
    }

    function testIncludeInRewardRefusesGriddlePairs() public {
        BEP20Token other = _plainTokenOn(false);
        other.approve(address(router), type(uint256).max);
        IGriddlePair second = _addLiquidity(other);
        vm.expectRevert(abi.encodeWithSelector(ReflectionToken.PairMustStayExcluded.selector, pair));
        token.includeInReward(pair);
        vm.expectRevert(abi.encodeWithSelector(ReflectionToken.PairMustStayExcluded.selector, address(second)));
        token.includeInReward(address(second));
    }

    /// @dev Contracts that claim the pair's tokens, answer with garbage, revert or burn gas are not pairs:
    /// they stay included (they get reflections) and a transfer to them costs a bounded amount of gas.
    function testContractsThatAreNotPairsStayIncluded() public {
        for (uint8 mode = 0; mode <= uint8(PairImpostor.Mode.NotAnAddress); ++mode) {
            PairImpostor impostor = new PairImpostor(address(token), address(busd), PairImpostor.Mode(mode));
            uint256 gasBefore = gasleft();
            vm.prank(ALICE);
            token.transfer(address(impostor), 1e9 * 1e9);
            assertTrue(gasBefore - gasleft() < 150_000, "asking a hostile contract costs bounded gas");
            assertTrue(!token.isExcludedFromReward(address(impostor)), "an impostor is not excluded");
            uint256 held = token.balanceOf(address(impostor));
            _reflect(1);
            assertTrue(token.balanceOf(address(impostor)) > held, "and takes part in reflections");
            token.excludeFromReward(address(impostor));
            token.includeInReward(address(impostor));
        }
        // The mirror claim (the token as token1) is no pair either.
        PairImpostor mirror = new PairImpostor(address(busd), address(token), PairImpostor.Mode.Claim);
        vm.prank(ALICE);
        token.transfer(address(mirror), 1e9);
        assertTrue(!token.isExcludedFromReward(address(mirror)), "mirror impostor");
    }

    /// @dev Whichever side of the pair the token is on, however the pair was first funded (before its
    /// creation or after, by the holder or a taxed holder) and whatever reflects afterwards, the pair is
    /// excluded once touched, its balance then only moves with transfers, and balances add up.
    function testFuzzEveryPairIsExcludedOnceTouched(
        bool tokenIsToken1,
        uint256 prefund,
        uint256 fund,
        bool fundFromTaxedHolder,
        uint256 reflectRounds
    ) public {
        BEP20Token other = _plainTokenOn(tokenIsToken1);
        address future = _pairAddress(address(other));
        prefund = bound(prefund, 0, 1e11 * 1e9);
        if (prefund > 0) {
            vm.prank(ALICE);
            token.transfer(future, prefund);
        }
        _reflect(bound(reflectRounds, 0, 2));
        factory.createPair(address(token), address(other));
        assertTrue((IGriddlePair(future).token1() == address(token)) == tokenIsToken1, "side of the pair");

        uint256 before = token.balanceOf(future);
        fund = bound(fund, 0, 1e11 * 1e9);
        address funder = fundFromTaxedHolder ? BOB : address(this);
        vm.prank(funder);
        token.transfer(future, fund);
        uint256 arrived = fundFromTaxedHolder ? fund - 2 * (fund * 5 / 100) : fund;
        assertTrue(token.isExcludedFromReward(future), "excluded");
        assertEq(token.balanceOf(future), before + arrived, "credited in plain units after the snapshot");

        uint256 frozen = token.balanceOf(future);
        _reflect(bound(reflectRounds, 1, 3));
        assertEq(token.balanceOf(future), frozen, "no reflections since");
        address[] memory extra = new address[](1);
        extra[0] = future;
        uint256 sum = _sumOfBalances(extra);
        assertTrue(sum <= SUPPLY, "never more than the supply");
        assertApproxEq(sum, SUPPLY, 16, "sum of balances");
    }
}

/// @dev Random transfers, fee and reward exclusions among five accounts, and Griddle pairs of the token
/// created later through the factory: sent tokens before their creation, funded after it, paying out
/// (as a swap or a burn would). It records whether any created pair's balance ever moved other than by
/// its own transfers, and whether a pair touched since its creation was ever left included.
contract ReflectionHandler is TestBase {
    uint256 private constant _OTHERS = 3;

    ReflectionToken public immutable token;
    GriddleFactory public immutable factory;
    address public immutable owner;
    address[5] private _actors = [address(0x2001), address(0x2002), address(0x2003), address(0x2004), address(0x2005)];
    BEP20Token[_OTHERS] private _others;
    /// @dev Pair addresses of the token with each of `_others`, whether created yet or not.
    address[_OTHERS] private _pairs;
    bool[_OTHERS] private _created;
    bool[_OTHERS] private _touchedSinceCreation;

    bool public pairBalanceMovedWithoutATransfer;
    bool public touchedPairLeftIncluded;
    uint256 public pairTouches;

    constructor(ReflectionToken token_, GriddleFactory factory_, address owner_) {
        token = token_;
        factory = factory_;
        owner = owner_;
        bytes32 initCodeHash = factory_.INIT_CODE_PAIR_HASH();
        for (uint256 i = 0; i < _OTHERS; ++i) {
            _others[i] = new BEP20Token("Other", "OTHER", 18, 1e30, address(this));
            _pairs[i] = GriddleLibrary.pairFor(address(factory_), initCodeHash, address(token_), address(_others[i]));
        }
    }

    function actor(uint256 index) external view returns (address) {
        return _actors[index];
    }

    function pairAddress(uint256 index) external view returns (address) {
        return _pairs[index];
    }

    function transfer(uint256 fromSeed, uint256 toSeed, uint256 amount) external {
        address from = _actors[fromSeed % 5];
        amount = bound(amount, 0, token.balanceOf(from));
        _transferWatchingPairs(from, _actors[toSeed % 5], amount);
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

    function createPair(uint256 seed) external {
        uint256 index = seed % _OTHERS;
        if (_created[index]) return;
        factory.createPair(address(token), address(_others[index]));
        _created[index] = true;
    }

    /// @dev Sends to a pair, before its creation (a donation to its future address) or after it.
    function sendToPair(uint256 fromSeed, uint256 pairSeed, uint256 amount) external {
        address from = _actors[fromSeed % 5];
        amount = bound(amount, 0, token.balanceOf(from));
        _transferWatchingPairs(from, _pairs[pairSeed % _OTHERS], amount);
    }

    /// @dev A created pair pays some of its balance out, as a swap, burn or skim would.
    function pairPays(uint256 pairSeed, uint256 toSeed, uint256 amount) external {
        uint256 index = pairSeed % _OTHERS;
        if (!_created[index]) return;
        address from = _pairs[index];
        amount = bound(amount, 0, token.balanceOf(from));
        _transferWatchingPairs(from, _actors[toSeed % 5], amount);
    }

    /// @dev Runs one transfer and checks every created pair afterwards: the ones it did not touch kept
    /// their balance, and the one it touched is excluded and moved by what it sent or received.
    function _transferWatchingPairs(address from, address to, uint256 amount) private {
        uint256[_OTHERS] memory before;
        for (uint256 i = 0; i < _OTHERS; ++i) before[i] = token.balanceOf(_pairs[i]);
        uint256 toBefore = token.balanceOf(to);
        vm.prank(from);
        token.transfer(to, amount);
        uint256 received = token.balanceOf(to) - toBefore;
        for (uint256 i = 0; i < _OTHERS; ++i) {
            if (!_created[i]) continue;
            address p = _pairs[i];
            uint256 expected = before[i];
            if (p == from) expected -= amount;
            if (p == to) expected += received;
            if (p == from || p == to) {
                _touchedSinceCreation[i] = true;
                ++pairTouches;
            }
            // A created pair nobody has touched yet may still hold what was sent to its address before
            // its creation, growing like any included balance; from its first touch on it must not.
            if (!_touchedSinceCreation[i]) continue;
            if (token.balanceOf(p) != expected) pairBalanceMovedWithoutATransfer = true;
            if (!token.isExcludedFromReward(p)) touchedPairLeftIncluded = true;
        }
    }
}

/// Sequences of 100 calls are long enough to create every pair, send to it before and after and pay
/// out of it several times; 256 of them keep the run to seconds.
/// forge-config: default.invariant.depth = 100
contract ReflectionTokenInvariantTest is ReflectionFixture {
    ReflectionHandler private handler;

    function setUp() public {
        _deploy();
        handler = new ReflectionHandler(token, factory, address(this));
        for (uint256 i = 0; i < 5; ++i) token.transfer(handler.actor(i), SUPPLY / 10);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_balancesSumToSupply() public view {
        uint256 sum = token.balanceOf(address(this)) + token.balanceOf(address(token)) + token.balanceOf(pair);
        for (uint256 i = 0; i < 5; ++i) sum += token.balanceOf(handler.actor(i));
        for (uint256 i = 0; i < 3; ++i) sum += token.balanceOf(handler.pairAddress(i));
        assertTrue(sum <= SUPPLY, "never more than the supply");
        assertApproxEq(sum, SUPPLY, 16, "sum of balances");
    }

    function invariant_pairBalancesMoveOnlyWithTheirTransfers() public view {
        assertTrue(!handler.pairBalanceMovedWithoutATransfer(), "a created pair's balance moved by itself");
        assertTrue(!handler.touchedPairLeftIncluded(), "a pair touched since its creation is included");
    }
}
