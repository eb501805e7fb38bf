// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {CompetitionHandler} from "./handlers/CompetitionHandler.sol";
import {CompetitionTest} from "./utils/CompetitionTest.sol";

/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 40
contract GriddleTradingCompetitionInvariantTest is CompetitionTest {
    CompetitionHandler private handler;

    function setUp() public override {
        super.setUp();
        handler = new CompetitionHandler(competition, profile, bunnies, cake);
        vm.startPrank(ADMIN);
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(handler));
        vm.stopPrank();
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Every call the rules allow passed and every one they forbid failed: registration only in
    /// its phase with an active profile, claims only in the claiming phase, once, with the true leaf.
    function invariant_rulesHold() public view {
        assertTrue(!handler.ruleBroken(), "a forbidden call passed or an allowed one failed");
    }

    /// @dev CAKE paid never exceeds CAKE funded; donations are held, never paid; each account got
    /// exactly the reward of its published leaf, once.
    function invariant_cakePaidIsBoundedByFundingAndExact() public view {
        assertTrue(competition.cakePaid() + competition.cakeWithdrawn() <= competition.cakeFunded(), "paid <= funded");
        assertEq(
            cake.balanceOf(address(competition)),
            FUNDED + handler.donated() - competition.cakePaid(),
            "held: funded and donated less paid"
        );
        address[4] memory actors = handler.actors();
        uint256 total;
        for (uint256 i = 0; i < actors.length; ++i) {
            assertEq(cake.balanceOf(actors[i]), handler.expectedCake(actors[i]), "each paid its reward once");
            total += handler.expectedCake(actors[i]);
        }
        assertEq(competition.cakePaid(), total, "paid is the sum of the claims");
    }
}
