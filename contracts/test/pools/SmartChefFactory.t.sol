// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefFactory} from "../../src/pools/SmartChefFactory.sol";
import {BEP20Token} from "../../src/tokens/BEP20Token.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";

contract SmartChefFactoryTest is TestBase {
    address private constant ADMIN = address(0xAD);
    address private constant STRANGER = address(0x5742);

    event NewSmartChefContract(address indexed smartChef, address indexed stakedToken, address indexed rewardToken);

    SmartChefFactory private factory;
    BEP20Token private staked;
    BEP20Token private reward;

    function setUp() public {
        factory = new SmartChefFactory(address(this));
        staked = new BEP20Token("Staked", "STK", 18, 1e30, address(this));
        reward = new BEP20Token("Reward", "RWD", 8, 1e30, address(this));
    }

    function test_deploysAPoolOwnedByTheAdmin() public {
        vm.expectEmit(false, true, true, false, address(factory));
        emit NewSmartChefContract(address(0), address(staked), address(reward));
        SmartChef pool = factory.deployPool(staked, reward, 5e8, 100, 200, 7 ether, ADMIN);
        assertEq(pool.owner(), ADMIN, "owner");
        assertEq(address(pool.stakedToken()), address(staked), "stakedToken");
        assertEq(address(pool.rewardToken()), address(reward), "rewardToken");
        assertEq(pool.rewardPerBlock(), 5e8, "rewardPerBlock");
        assertEq(pool.startBlock(), 100, "startBlock");
        assertEq(pool.bonusEndBlock(), 200, "bonusEndBlock");
        assertEq(pool.poolLimitPerUser(), 7 ether, "poolLimitPerUser");
        assertTrue(pool.hasUserLimit(), "hasUserLimit");
        assertEq(pool.PRECISION_FACTOR(), 1e40, "precision for 8 decimals");
    }

    function test_onlyTheOwnerDeploys() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
        vm.prank(STRANGER);
        factory.deployPool(staked, reward, 1, 100, 200, 0, ADMIN);
    }
}
