// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @dev PancakeSwap's v2 lottery rules that this lottery fixes, restated from its published source to
/// show what each fix changes.
library PancakeV2Rules {
    /// @dev v2's rewards view skipped a ticket only if `next < id && first >= id`, which no id satisfies:
    /// it answered for a ticket of any round.
    function rewardsViewSkips(uint256 firstTicketId, uint256 firstTicketIdNextLottery, uint256 ticketId)
        internal
        pure
        returns (bool)
    {
        return firstTicketIdNextLottery < ticketId && firstTicketId >= ticketId;
    }

    /// @dev v2's prize per winning ticket of a bracket, and the rounding remainder it left in the
    /// contract with no owner.
    function prizeAndStuckDust(uint256 shareToWinners, uint256 breakdown, uint256 winners)
        internal
        pure
        returns (uint256 prize, uint256 dust)
    {
        prize = (breakdown * shareToWinners / winners) / 10_000;
        dust = breakdown * shareToWinners / 10_000 - prize * winners;
    }
}
