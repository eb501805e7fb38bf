// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IProfileStatus} from "../../../src/interfaces/IProfileStatus.sol";
import {IFOSaleV2} from "../../../src/ifo/IFOSaleV2.sol";
import {AmmTestToken} from "../../amm/mocks/AmmTestToken.sol";
import {ProfileTest} from "../../profile/utils/ProfileTest.sol";

/// @dev A version 2 offering as the deployment sets it up, on the real profile: blocks START to END,
/// the basic pool (pid 0: 300 tokens for 30 LP, 5 LP per user, no tax) and the unlimited pool (pid 1:
/// 700 tokens for 70 LP, taxed), funded with the 1,000 tokens by the owner.
abstract contract IFOTest is ProfileTest {
    address internal constant OWNER = address(0x0A);
    address internal constant CAROL = address(0xCA401);
    uint256 internal constant START = 110;
    uint256 internal constant END = 210;
    uint256 internal constant BASIC_OFFERING = 300 ether;
    uint256 internal constant BASIC_RAISE = 30 ether;
    uint256 internal constant BASIC_LIMIT = 5 ether;
    uint256 internal constant UNLIMITED_OFFERING = 700 ether;
    uint256 internal constant UNLIMITED_RAISE = 70 ether;

    AmmTestToken internal lp;
    AmmTestToken internal offering;
    IFOSaleV2 internal ifo;

    function setUp() public virtual override {
        super.setUp();
        lp = new AmmTestToken();
        offering = new AmmTestToken();
        ifo = _newSale(IERC20(address(lp)));
        _createProfile(ALICE, 1);
        _createProfile(BOB, 2);
        _createProfile(CAROL, 3);
    }

    function _newSale(IERC20 lpToken) internal returns (IFOSaleV2 sale) {
        sale = new IFOSaleV2(lpToken, IERC20(address(offering)), IProfileStatus(address(profile)), START, END, OWNER);
        vm.startPrank(OWNER);
        sale.setPool(BASIC_OFFERING, BASIC_RAISE, BASIC_LIMIT, false, 0);
        sale.setPool(UNLIMITED_OFFERING, UNLIMITED_RAISE, 0, true, 1);
        vm.stopPrank();
        offering.mint(address(sale), BASIC_OFFERING + UNLIMITED_OFFERING);
    }

    /// @dev Mints `amount` LP to `user`, approved to the sale.
    function _fundLp(address user, uint256 amount) internal {
        lp.mint(user, amount);
        vm.prank(user);
        lp.approve(address(ifo), type(uint256).max);
    }

    /// @dev `user` commits `amount` fresh LP to pool `pid`.
    function _commit(address user, uint256 amount, uint8 pid) internal {
        _fundLp(user, amount);
        vm.prank(user);
        ifo.depositPool(amount, pid);
    }

    function _pids() internal pure returns (uint8[] memory pids) {
        pids = new uint8[](2);
        pids[1] = 1;
    }
}
