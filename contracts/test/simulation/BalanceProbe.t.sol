// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IGriddleRouter} from "../../src/interfaces/IGriddleRouter.sol";
import {BalanceProbe} from "../../src/simulation/BalanceProbe.sol";
import {AmmFixture} from "../amm/utils/AmmTest.sol";

/// @dev The probe stands where the user's account would: it holds the balances, approves, swaps and
/// receives BNB itself, as its code does when installed at the user's address by a state override.
contract BalanceProbeTest is AmmFixture {
    uint256 private constant PROBE_BNB = 100e18;
    BalanceProbe private probe;

    function setUp() public override {
        super.setUp();
        probe = new BalanceProbe();
        vm.deal(address(this), 1_000e18);
        vm.deal(address(probe), PROBE_BNB);
        tokenA.mint(address(this), 1_000e18);
        tokenA.approve(address(router), type(uint256).max);
        router.addLiquidityETH{value: 100e18}(address(tokenA), 1_000e18, 0, 0, address(this), FAR_DEADLINE);
        tokenA.mint(address(probe), 50e18);
    }

    function testFuzzWrapMovesBnbIntoWbnb(uint256 amount) public {
        amount = bound(amount, 1, PROBE_BNB);
        (bool success,, BalanceProbe.Readings memory before, BalanceProbe.Readings memory afterCall) =
            probe.probe(address(wbnb), amount, abi.encodeCall(wbnb.deposit, ()), _one(address(wbnb)), _none(), _none());
        assertTrue(success, "wrap succeeded");
        assertEq(before.native - afterCall.native, amount, "BNB paid");
        assertEq(afterCall.tokens[0] - before.tokens[0], amount, "WBNB received");
    }

    function testReadsAllowanceAndReceivesBnbFromASwap() public {
        (bool approved,,, BalanceProbe.Readings memory afterApproval) = probe.probe(
            address(tokenA),
            0,
            abi.encodeCall(IERC20.approve, (address(router), 10e18)),
            _none(),
            _one(address(tokenA)),
            _one(address(router))
        );
        assertTrue(approved, "approve succeeded");
        assertEq(afterApproval.allowances[0], 10e18, "allowance after approve");

        uint256[] memory quoted = router.getAmountsOut(10e18, _path(address(tokenA), address(wbnb)));
        (bool swapped,, BalanceProbe.Readings memory before, BalanceProbe.Readings memory afterSwap) = probe.probe(
            address(router),
            0,
            abi.encodeCall(
                IGriddleRouter.swapExactTokensForETH,
                (10e18, 0, _path(address(tokenA), address(wbnb)), address(probe), FAR_DEADLINE)
            ),
            _one(address(tokenA)),
            _one(address(tokenA)),
            _one(address(router))
        );
        assertTrue(swapped, "swap succeeded");
        assertEq(before.tokens[0] - afterSwap.tokens[0], 10e18, "tokens paid");
        assertEq(afterSwap.native - before.native, quoted[1], "BNB received, through receive()");
        assertEq(afterSwap.allowances[0], 0, "allowance spent");
    }

    function testReturnsTheRevertDataAndUnchangedReadings() public {
        bytes memory swap = abi.encodeCall(
            IGriddleRouter.swapExactETHForTokens,
            (type(uint256).max, _path(address(wbnb), address(tokenA)), address(probe), FAR_DEADLINE)
        );
        (bool success, bytes memory result, BalanceProbe.Readings memory before, BalanceProbe.Readings memory afterCall) =
            probe.probe(address(router), 1e18, swap, _one(address(tokenA)), _none(), _none());
        assertTrue(!success, "swap reverted");
        assertEq(bytes32(bytes4(result)), bytes32(IGriddleRouter.InsufficientOutputAmount.selector), "revert data");
        assertEq(afterCall.native, before.native, "BNB unchanged");
        assertEq(afterCall.tokens[0], before.tokens[0], "tokens unchanged");
    }

    function testRejectsUnpairedAllowances() public {
        vm.expectRevert(abi.encodeWithSelector(BalanceProbe.AllowancePairsMismatch.selector, 1, 0));
        probe.probe(address(wbnb), 0, "", _none(), _one(address(wbnb)), _none());
    }

    function testAcceptsSafeNftTransfers() public view {
        assertEq(
            bytes32(probe.onERC721Received(address(0), address(0), 0, "")),
            bytes32(probe.onERC721Received.selector),
            "ERC-721 receiver"
        );
    }

    receive() external payable {}

    function _one(address a) private pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = a;
    }

    function _none() private pure returns (address[] memory) {
        return new address[](0);
    }
}
