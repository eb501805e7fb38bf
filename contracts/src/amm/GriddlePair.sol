// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IGriddleCallee} from "../interfaces/IGriddleCallee.sol";
import {IGriddleFactory} from "../interfaces/IGriddleFactory.sol";
import {IGriddlePair} from "../interfaces/IGriddlePair.sol";
import {GriddleLPToken} from "./GriddleLPToken.sol";

/// @title GriddlePair
/// @notice A constant-product pool of two tokens with Uniswap V2 semantics and a 0.25% swap fee:
/// 0.17% stays with liquidity providers and, when the factory's `feeTo` is set, 0.08% is minted to
/// `feeTo` as LP tokens (later split 0.03% treasury / 0.05% buyback-and-burn by the fee collector).
/// @dev The tokens are immutables read back from the factory during construction, so the creation
/// code has no constructor arguments and every pair shares one init code hash.
contract GriddlePair is IGriddlePair, GriddleLPToken {
    /// @inheritdoc IGriddlePair
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    // Fees in basis points of the input: 25 in total, of which 8 go to the protocol when it is on.
    uint256 private constant _FEE_DENOMINATOR = 10_000;
    uint256 private constant _SWAP_FEE = 25;
    uint256 private constant _LP_SHARE = 17;
    uint256 private constant _PROTOCOL_SHARE = 8;

    /// @inheritdoc IGriddlePair
    address public immutable factory;
    /// @inheritdoc IGriddlePair
    address public immutable token0;
    /// @inheritdoc IGriddlePair
    address public immutable token1;

    // One storage slot, as in Uniswap V2: a swap reads and writes all three together.
    uint112 private _reserve0;
    uint112 private _reserve1;
    uint32 private _blockTimestampLast;

    /// @inheritdoc IGriddlePair
    uint256 public price0CumulativeLast;
    /// @inheritdoc IGriddlePair
    uint256 public price1CumulativeLast;
    /// @inheritdoc IGriddlePair
    uint256 public kLast;

    // Reentrancy lock. Transient: it costs a fraction of a storage flag and clears itself after the
    // transaction; the modifier also clears it on exit, so several calls in one transaction work.
    bool private transient _locked;

    modifier lock() {
        if (_locked) revert Locked();
        _locked = true;
        _;
        _locked = false;
    }

    constructor() {
        factory = msg.sender;
        (address tokenA, address tokenB) = IGriddleFactory(msg.sender).parameters();
        token0 = tokenA;
        token1 = tokenB;
    }

    /// @inheritdoc IGriddlePair
    function getReserves() public view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast) {
        reserve0 = _reserve0;
        reserve1 = _reserve1;
        blockTimestampLast = _blockTimestampLast;
    }

    /// @inheritdoc IGriddlePair
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 reserve0, uint112 reserve1,) = getReserves();
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        // Checked: a balance below its reserve (a token that shrank balances) must revert.
        uint256 amount0 = balance0 - reserve0;
        uint256 amount1 = balance1 - reserve1;

        bool feeOn = _mintFee(reserve0, reserve1);
        // Read after _mintFee, which may have minted protocol-fee liquidity.
        uint256 supply = totalSupply;
        if (supply == 0) {
            uint256 rootK = Math.sqrt(amount0 * amount1);
            if (rootK <= MINIMUM_LIQUIDITY) revert InsufficientLiquidityMinted();
            // unchecked: rootK > MINIMUM_LIQUIDITY was checked just above.
            unchecked {
                liquidity = rootK - MINIMUM_LIQUIDITY;
            }
            // Locked for ever so the pool can never be drained to a price that rounds to nothing.
            _mint(address(0), MINIMUM_LIQUIDITY);
        } else {
            liquidity = Math.min(amount0 * supply / reserve0, amount1 * supply / reserve1);
        }
        if (liquidity == 0) revert InsufficientLiquidityMinted();
        _mint(to, liquidity);

        // The new reserves are the balances; kLast is their product (_update rejects balances of
        // 2^112 or more, so a product that does not fit reverts with the rest).
        if (feeOn) kLast = balance0 * balance1;
        _update(balance0, balance1, reserve0, reserve1);
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @inheritdoc IGriddlePair
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint112 reserve0, uint112 reserve1,) = getReserves();
        address token0_ = token0;
        address token1_ = token1;
        uint256 balance0 = IERC20(token0_).balanceOf(address(this));
        uint256 balance1 = IERC20(token1_).balanceOf(address(this));
        uint256 liquidity = balanceOf[address(this)];

        bool feeOn = _mintFee(reserve0, reserve1);
        // Read after _mintFee, which may have minted protocol-fee liquidity.
        uint256 supply = totalSupply;
        // Pro rata on balances, not reserves, so donations since the last update go to the burner too.
        amount0 = liquidity * balance0 / supply;
        amount1 = liquidity * balance1 / supply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        _safeTransfer(token0_, to, amount0);
        _safeTransfer(token1_, to, amount1);
        balance0 = IERC20(token0_).balanceOf(address(this));
        balance1 = IERC20(token1_).balanceOf(address(this));

        if (feeOn) kLast = balance0 * balance1;
        _update(balance0, balance1, reserve0, reserve1);
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @inheritdoc IGriddlePair
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        (uint112 reserve0, uint112 reserve1,) = getReserves();
        if (amount0Out >= reserve0 || amount1Out >= reserve1) {
            revert InsufficientLiquidity(amount0Out, amount1Out, reserve0, reserve1);
        }

        (uint256 balance0, uint256 balance1) = _sendOutput(amount0Out, amount1Out, to, data);
        (uint256 amount0In, uint256 amount1In) =
            _checkInput(balance0, balance1, amount0Out, amount1Out, reserve0, reserve1);

        _update(balance0, balance1, reserve0, reserve1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @inheritdoc IGriddlePair
    function skim(address to) external lock {
        address token0_ = token0;
        address token1_ = token1;
        _safeTransfer(token0_, to, IERC20(token0_).balanceOf(address(this)) - _reserve0);
        _safeTransfer(token1_, to, IERC20(token1_).balanceOf(address(this)) - _reserve1);
    }

    /// @inheritdoc IGriddlePair
    function sync() external lock {
        _update(
            IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)), _reserve0, _reserve1
        );
    }

    /// @dev Optimistic transfers: the output leaves first (and a flash borrower is called back);
    /// the invariant is then checked on the balances this returns.
    function _sendOutput(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data)
        private
        returns (uint256 balance0, uint256 balance1)
    {
        address token0_ = token0;
        address token1_ = token1;
        if (to == token0_ || to == token1_) revert InvalidTo(to);
        if (amount0Out > 0) _safeTransfer(token0_, to, amount0Out);
        if (amount1Out > 0) _safeTransfer(token1_, to, amount1Out);
        if (data.length > 0) IGriddleCallee(to).griddleCall(msg.sender, amount0Out, amount1Out, data);
        balance0 = IERC20(token0_).balanceOf(address(this));
        balance1 = IERC20(token1_).balanceOf(address(this));
    }

    /// @dev Derives what came in from the balances and requires the fee-adjusted product to hold:
    /// (balance0·10000 − amount0In·25)·(balance1·10000 − amount1In·25) ≥ reserve0·reserve1·10000².
    function _checkInput(
        uint256 balance0,
        uint256 balance1,
        uint256 amount0Out,
        uint256 amount1Out,
        uint112 reserve0,
        uint112 reserve1
    ) private pure returns (uint256 amount0In, uint256 amount1In) {
        // The arithmetic below relies on 112-bit balances; _update would reject larger ones anyway.
        _checkFits(balance0, balance1);
        // unchecked: the caller checked amountOut < reserve, and reserves and balances are below
        // 2^112, so `reserve - amountOut` cannot underflow and `balance - remaining` runs only when
        // balance is larger. Scaled balances stay below 2^126, their product below 2^252, and
        // `amountIn * 25 <= balance * 25 < balance * 10000`, so nothing here can wrap.
        unchecked {
            uint256 remaining0 = reserve0 - amount0Out;
            uint256 remaining1 = reserve1 - amount1Out;
            amount0In = balance0 > remaining0 ? balance0 - remaining0 : 0;
            amount1In = balance1 > remaining1 ? balance1 - remaining1 : 0;
            if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
            uint256 balance0Adjusted = balance0 * _FEE_DENOMINATOR - amount0In * _SWAP_FEE;
            uint256 balance1Adjusted = balance1 * _FEE_DENOMINATOR - amount1In * _SWAP_FEE;
            if (
                balance0Adjusted * balance1Adjusted
                    < uint256(reserve0) * reserve1 * (_FEE_DENOMINATOR * _FEE_DENOMINATOR)
            ) revert K();
        }
    }

    /// @dev Stores the balances as reserves and, on the first update of a block, advances the price
    /// accumulators by the old price times the seconds since the last update.
    function _update(uint256 balance0, uint256 balance1, uint112 reserve0, uint112 reserve1) private {
        _checkFits(balance0, balance1);
        // Truncation to 32 bits is intended: the accumulators only need time differences mod 2^32.
        uint32 blockTimestamp = uint32(block.timestamp);
        // unchecked: the time difference and the accumulators are meant to wrap (oracles subtract
        // them modulo 2^32 and 2^256); a UQ112x112 price times a uint32 fits in 256 bits.
        unchecked {
            uint32 timeElapsed = blockTimestamp - _blockTimestampLast;
            if (timeElapsed > 0 && reserve0 != 0 && reserve1 != 0) {
                price0CumulativeLast += ((uint256(reserve1) << 112) / reserve0) * timeElapsed;
                price1CumulativeLast += ((uint256(reserve0) << 112) / reserve1) * timeElapsed;
            }
        }
        // Casts are safe: _checkFits bounded both balances to 112 bits.
        _reserve0 = uint112(balance0);
        _reserve1 = uint112(balance1);
        _blockTimestampLast = blockTimestamp;
        emit Sync(uint112(balance0), uint112(balance1));
    }

    /// @dev Mints the protocol's 8/25 of the fee growth since the last liquidity event to `feeTo`:
    /// with s the supply and k the reserve product, it mints s·(√k − √kLast)·8 / (17·√k + 8·√kLast),
    /// which makes feeTo's share of the pool's growth in √k exactly 8/25.
    function _mintFee(uint112 reserve0, uint112 reserve1) private returns (bool feeOn) {
        address feeTo = IGriddleFactory(factory).feeTo();
        feeOn = feeTo != address(0);
        uint256 kLast_ = kLast;
        if (feeOn) {
            if (kLast_ != 0) {
                uint256 rootK = Math.sqrt(uint256(reserve0) * reserve1);
                uint256 rootKLast = Math.sqrt(kLast_);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply * (rootK - rootKLast) * _PROTOCOL_SHARE;
                    uint256 denominator = rootK * _LP_SHARE + rootKLast * _PROTOCOL_SHARE;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity > 0) _mint(feeTo, liquidity);
                }
            }
        } else if (kLast_ != 0) {
            // The fee was switched off: forget the old product so switching it back on starts afresh.
            kLast = 0;
        }
    }

    function _safeTransfer(address token, address to, uint256 value) private {
        if (!SafeERC20.trySafeTransfer(IERC20(token), to, value)) revert TransferFailed(token, to, value);
    }

    function _checkFits(uint256 balance0, uint256 balance1) private pure {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow(balance0, balance1);
    }
}
