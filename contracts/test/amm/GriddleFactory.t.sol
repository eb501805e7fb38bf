// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {GriddlePair} from "../../src/amm/GriddlePair.sol";
import {IGriddleFactory} from "../../src/interfaces/IGriddleFactory.sol";
import {AmmFixture} from "./utils/AmmTest.sol";

contract GriddleFactoryTest is AmmFixture {
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    function testInitCodePairHashIsTheHashOfThePairCreationCode() public view {
        assertEq(factory.INIT_CODE_PAIR_HASH(), keccak256(type(GriddlePair).creationCode), "INIT_CODE_PAIR_HASH");
    }

    function testConstructorSetsFeeToSetterAndLeavesFeeOff() public view {
        assertEq(factory.feeToSetter(), FEE_TO_SETTER, "feeToSetter");
        assertEq(factory.feeTo(), address(0), "feeTo");
        assertEq(factory.allPairsLength(), 0, "allPairsLength");
    }

    function testCreatePairRecordsThePairBothWaysAndEmitsPairCreated() public {
        address predicted = _create2Address(address(tokenA), address(tokenB));
        vm.expectEmit(true, true, true, true);
        emit PairCreated(address(tokenA), address(tokenB), predicted, 1);
        // Unsorted input: the factory sorts.
        address pair = factory.createPair(address(tokenB), address(tokenA));

        assertEq(pair, predicted, "CREATE2 address");
        assertEq(factory.getPair(address(tokenA), address(tokenB)), pair, "getPair(a, b)");
        assertEq(factory.getPair(address(tokenB), address(tokenA)), pair, "getPair(b, a)");
        assertEq(factory.allPairs(0), pair, "allPairs(0)");
        assertEq(factory.allPairsLength(), 1, "allPairsLength");
        assertEq(GriddlePair(pair).factory(), address(factory), "pair.factory");
        assertEq(GriddlePair(pair).token0(), address(tokenA), "pair.token0");
        assertEq(GriddlePair(pair).token1(), address(tokenB), "pair.token1");
    }

    function testCreatePairCountsPairs() public {
        factory.createPair(address(tokenA), address(tokenB));
        vm.expectEmit(true, true, true, true);
        emit PairCreated(address(tokenB), address(tokenC), _create2Address(address(tokenB), address(tokenC)), 2);
        address second = factory.createPair(address(tokenC), address(tokenB));
        assertEq(factory.allPairs(1), second, "allPairs(1)");
        assertEq(factory.allPairsLength(), 2, "allPairsLength");
    }

    function testParametersAreClearedOutsideCreatePair() public {
        factory.createPair(address(tokenA), address(tokenB));
        (address token0, address token1) = factory.parameters();
        assertEq(token0, address(0), "token0");
        assertEq(token1, address(0), "token1");
    }

    function testCreatePairRevertsForIdenticalTokens() public {
        vm.expectRevert(abi.encodeWithSelector(IGriddleFactory.IdenticalAddresses.selector, address(tokenA)));
        factory.createPair(address(tokenA), address(tokenA));
    }

    function testCreatePairRevertsForTheZeroAddressInEitherPosition() public {
        vm.expectRevert(IGriddleFactory.ZeroAddress.selector);
        factory.createPair(address(0), address(tokenA));
        vm.expectRevert(IGriddleFactory.ZeroAddress.selector);
        factory.createPair(address(tokenA), address(0));
    }

    function testCreatePairRevertsWhenThePairExistsInEitherOrder() public {
        address pair = factory.createPair(address(tokenA), address(tokenB));
        vm.expectRevert(abi.encodeWithSelector(IGriddleFactory.PairExists.selector, pair));
        factory.createPair(address(tokenA), address(tokenB));
        vm.expectRevert(abi.encodeWithSelector(IGriddleFactory.PairExists.selector, pair));
        factory.createPair(address(tokenB), address(tokenA));
    }

    function testSetFeeTo() public {
        vm.prank(FEE_TO_SETTER);
        factory.setFeeTo(FEE_TO);
        assertEq(factory.feeTo(), FEE_TO, "feeTo");
        vm.prank(FEE_TO_SETTER);
        factory.setFeeTo(address(0));
        assertEq(factory.feeTo(), address(0), "feeTo switched off");
    }

    function testSetFeeToRevertsForOthers(address caller) public {
        vm.assume(caller != FEE_TO_SETTER);
        vm.expectRevert(abi.encodeWithSelector(IGriddleFactory.Forbidden.selector, caller));
        vm.prank(caller);
        factory.setFeeTo(FEE_TO);
    }

    function testSetFeeToSetterHandsOverTheRole() public {
        address next = address(0xBEEF);
        vm.prank(FEE_TO_SETTER);
        factory.setFeeToSetter(next);
        assertEq(factory.feeToSetter(), next, "feeToSetter");

        vm.expectRevert(abi.encodeWithSelector(IGriddleFactory.Forbidden.selector, FEE_TO_SETTER));
        vm.prank(FEE_TO_SETTER);
        factory.setFeeTo(FEE_TO);
        vm.prank(next);
        factory.setFeeTo(FEE_TO);
        assertEq(factory.feeTo(), FEE_TO, "feeTo set by the new setter");
    }

    function testSetFeeToSetterRevertsForOthers(address caller) public {
        vm.assume(caller != FEE_TO_SETTER);
        vm.expectRevert(abi.encodeWithSelector(IGriddleFactory.Forbidden.selector, caller));
        vm.prank(caller);
        factory.setFeeToSetter(caller);
    }

    function testSetFeeToSetterRevertsForTheZeroAddress() public {
        vm.expectRevert(IGriddleFactory.ZeroAddress.selector);
        vm.prank(FEE_TO_SETTER);
        factory.setFeeToSetter(address(0));
    }

    function _create2Address(address token0, address token1) private view returns (address) {
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        bytes32 hash = keccak256(abi.encodePacked(hex"ff", address(factory), salt, factory.INIT_CODE_PAIR_HASH()));
        return address(uint160(uint256(hash)));
    }
}
