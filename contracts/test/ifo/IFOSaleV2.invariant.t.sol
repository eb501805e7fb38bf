// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IProfileStatus} from "../../src/interfaces/IProfileStatus.sol";
import {IFOSaleBase} from "../../src/ifo/IFOSaleBase.sol";
import {IFOSaleV2} from "../../src/ifo/IFOSaleV2.sol";
import {AmmTestToken} from "../amm/mocks/AmmTestToken.sol";
import {TestBase} from "../tokens/utils/TestBase.sol";
import {IFOContractWallet} from "./mocks/IFOContractWallet.sol";
import {SwitchProfile} from "./mocks/SwitchProfile.sol";

/// @dev Four committers (three accounts and a contract wallet) commit any amount, from one wei up, to
/// either pool while profiles are paused and reactivated; blocks pass; committers harvest in any
/// order; the owner withdraws whatever it is offered at any time and tries to take one wei more;
/// anyone donates LP or offering tokens. It records every token that moves.
contract IFOHandler is TestBase {
    address public constant OWNER = address(0x0A);
    uint256 public constant START = 110;
    uint256 public constant END = 210;

    IFOSaleV2 public immutable ifo;
    AmmTestToken public immutable lp;
    AmmTestToken public immutable offering;
    SwitchProfile public immutable profile;

    uint256 public lpCommitted;
    uint256 public lpDonated;
    uint256 public lpRefunded;
    uint256 public lpWithdrawn;
    uint256 public offeringFunded;
    uint256 public offeringDonated;
    uint256 public offeringWithdrawn;
    uint256[2] public offeringPaid;
    bool public acceptedInactive;
    bool public overdrawn;
    bool public harvestFailed;
    bool public paidOtherThanShown;

    address[4] private _actors;
    IFOContractWallet private immutable _wallet;

    constructor(IFOSaleV2 ifo_, AmmTestToken lp_, AmmTestToken offering_, SwitchProfile profile_, uint256 funded) {
        ifo = ifo_;
        lp = lp_;
        offering = offering_;
        profile = profile_;
        offeringFunded = funded;
        _wallet = new IFOContractWallet();
        _actors = [address(0xA1), address(0xA2), address(0xA3), address(_wallet)];
        for (uint256 i = 0; i < _actors.length; ++i) {
            profile_.setStatus(_actors[i], true);
            if (i < 3) {
                vm.prank(_actors[i]);
                lp_.approve(address(ifo_), type(uint256).max);
            }
        }
    }

    function actors() external view returns (address[4] memory) {
        return _actors;
    }

    function commit(uint256 who, uint256 amount, uint256 pidSeed) external {
        address actor = _actors[who % 4];
        uint8 pid = uint8(pidSeed % 2);
        amount = pidSeed % 3 == 0 ? bound(amount, 1, 1_000) : bound(amount, 1, 5_000 ether);
        lp.mint(actor, amount);
        bool ok = actor == address(_wallet)
            ? _try(address(_wallet), abi.encodeCall(IFOContractWallet.commit, (ifo, amount, pid)))
            : _as(actor, abi.encodeCall(IFOSaleV2.depositPool, (amount, pid)));
        if (ok) {
            lpCommitted += amount;
            if (!profile.getUserStatus(actor)) acceptedInactive = true;
        }
    }

    function switchProfile(uint256 who) external {
        address actor = _actors[who % 4];
        profile.setStatus(actor, !profile.getUserStatus(actor));
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 0, 30));
    }

    function harvest(uint256 who, uint256 pidSeed) external {
        address actor = _actors[who % 4];
        uint8 pid = uint8(pidSeed % 2);
        (uint256[] memory amounts, bool[] memory claimed) = ifo.viewUserInfo(actor, _pids());
        if (block.number < END || amounts[pid] == 0 || claimed[pid]) return;
        uint256[3][] memory shown = ifo.viewUserOfferingAndRefundingAmountsForPools(actor, _pids());
        uint256 lpBefore = lp.balanceOf(actor);
        uint256 offeringBefore = offering.balanceOf(actor);
        bool ok = actor == address(_wallet)
            ? _try(address(_wallet), abi.encodeCall(IFOContractWallet.harvest, (ifo, pid)))
            : _as(actor, abi.encodeCall(IFOSaleV2.harvestPool, (pid)));
        if (!ok) {
            harvestFailed = true;
            return;
        }
        uint256 refund = lp.balanceOf(actor) - lpBefore;
        uint256 paid = offering.balanceOf(actor) - offeringBefore;
        if (refund != shown[pid][1] || paid != shown[pid][0]) paidOtherThanShown = true;
        lpRefunded += refund;
        offeringPaid[pid] += paid;
    }

    function ownerWithdraw(uint256 lpShare, uint256 offeringShare) external {
        (uint256 lpAvailable, uint256 offeringAvailable) = ifo.withdrawableAmounts();
        if (block.number < END) return;
        if (_as(OWNER, abi.encodeCall(IFOSaleBase.finalWithdraw, (lpAvailable + 1, 0)))) overdrawn = true;
        if (_as(OWNER, abi.encodeCall(IFOSaleBase.finalWithdraw, (0, offeringAvailable + 1)))) overdrawn = true;
        uint256 lpAmount = lpAvailable * bound(lpShare, 0, 100) / 100;
        uint256 offeringAmount = offeringAvailable * bound(offeringShare, 0, 100) / 100;
        if (_as(OWNER, abi.encodeCall(IFOSaleBase.finalWithdraw, (lpAmount, offeringAmount)))) {
            lpWithdrawn += lpAmount;
            offeringWithdrawn += offeringAmount;
        }
    }

    function donate(uint256 lpAmount, uint256 offeringAmount) external {
        lpAmount = bound(lpAmount, 0, 100 ether);
        offeringAmount = bound(offeringAmount, 0, 100 ether);
        lp.mint(address(ifo), lpAmount);
        offering.mint(address(ifo), offeringAmount);
        lpDonated += lpAmount;
        offeringDonated += offeringAmount;
    }

    function _pids() private pure returns (uint8[] memory pids) {
        pids = new uint8[](2);
        pids[1] = 1;
    }

    function _as(address caller, bytes memory data) private returns (bool ok) {
        vm.prank(caller);
        (ok,) = address(ifo).call(data);
    }

    function _try(address target, bytes memory data) private returns (bool ok) {
        (ok,) = target.call(data);
    }
}

contract IFOSaleV2InvariantTest is TestBase {
    uint256 private constant BASIC_OFFERING = 300 ether;
    uint256 private constant UNLIMITED_OFFERING = 700 ether;

    IFOSaleV2 private ifo;
    AmmTestToken private lp;
    AmmTestToken private offering;
    IFOHandler private handler;

    function setUp() public {
        vm.roll(100);
        lp = new AmmTestToken();
        offering = new AmmTestToken();
        SwitchProfile profile = new SwitchProfile();
        address owner = address(0x0A);
        ifo = new IFOSaleV2(IERC20(address(lp)), IERC20(address(offering)), IProfileStatus(address(profile)), 110, 210, owner);
        vm.startPrank(owner);
        ifo.setPool(BASIC_OFFERING, 30 ether, 50 ether, false, 0);
        ifo.setPool(UNLIMITED_OFFERING, 70 ether, 0, true, 1);
        vm.stopPrank();
        offering.mint(address(ifo), BASIC_OFFERING + UNLIMITED_OFFERING);
        vm.roll(110);
        handler = new IFOHandler(ifo, lp, offering, profile, BASIC_OFFERING + UNLIMITED_OFFERING);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Every harvest pays exactly what the views showed, never fails, and only active profiles commit.
    function invariant_harvestsPayWhatIsShownAndOnlyActiveProfilesCommit() public view {
        assertTrue(!handler.paidOtherThanShown(), "a harvest paid other than its view");
        assertTrue(!handler.harvestFailed(), "a committer could not harvest");
        assertTrue(!handler.acceptedInactive(), "a commitment without an active profile");
        assertTrue(!handler.overdrawn(), "the owner took more than withdrawable");
    }

    /// @dev LP refunded + kept (withdrawn by the owner or still held) == committed (+ donations), to the
    /// wei; and what is held covers every refund still owed.
    function invariant_lpRefundedPlusKeptIsCommitted() public view {
        assertEq(
            handler.lpRefunded() + handler.lpWithdrawn() + lp.balanceOf(address(ifo)),
            handler.lpCommitted() + handler.lpDonated(),
            "LP books"
        );
        (uint256 refundsOwed, uint256 offeringOwed) = _owed();
        assertTrue(lp.balanceOf(address(ifo)) >= refundsOwed, "LP held covers the refunds owed");
        assertTrue(offering.balanceOf(address(ifo)) >= offeringOwed, "tokens held cover the tokens owed");
    }

    /// @dev Offering tokens paid + left (held or withdrawn) == offered (+ donations), and no pool pays
    /// more than it offers.
    function invariant_offeringPaidPlusLeftIsOffered() public view {
        assertEq(
            handler.offeringPaid(0) + handler.offeringPaid(1) + handler.offeringWithdrawn()
                + offering.balanceOf(address(ifo)),
            handler.offeringFunded() + handler.offeringDonated(),
            "offering books"
        );
        assertTrue(handler.offeringPaid(0) <= BASIC_OFFERING, "basic pool within its offering");
        assertTrue(handler.offeringPaid(1) <= UNLIMITED_OFFERING, "unlimited pool within its offering");
    }

    /// @dev The committers' shares of each pool sum to at most 1.
    function invariant_allocationsSumToAtMostOne() public view {
        address[4] memory actors = handler.actors();
        uint8[] memory pids = new uint8[](2);
        pids[1] = 1;
        uint256[2] memory sums;
        for (uint256 i = 0; i < actors.length; ++i) {
            uint256[] memory shares = ifo.viewUserAllocationPools(actors[i], pids);
            sums[0] += shares[0];
            sums[1] += shares[1];
        }
        assertTrue(sums[0] <= 1e12 && sums[1] <= 1e12, "shares within the pool");
    }

    function _owed() private view returns (uint256 refunds, uint256 tokens) {
        address[4] memory actors = handler.actors();
        uint8[] memory pids = new uint8[](2);
        pids[1] = 1;
        for (uint256 i = 0; i < actors.length; ++i) {
            (, bool[] memory claimed) = ifo.viewUserInfo(actors[i], pids);
            uint256[3][] memory amounts = ifo.viewUserOfferingAndRefundingAmountsForPools(actors[i], pids);
            for (uint256 pid = 0; pid < 2; ++pid) {
                if (claimed[pid]) continue;
                tokens += amounts[pid][0];
                refunds += amounts[pid][1];
            }
        }
    }
}
