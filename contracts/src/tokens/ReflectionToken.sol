// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IGriddleFactory} from "../interfaces/IGriddleFactory.sol";
import {IGriddlePair} from "../interfaces/IGriddlePair.sol";
import {IGriddleRouter} from "../interfaces/IGriddleRouter.sol";

/// @title ReflectionToken
/// @notice A SAFEMOON-style fee-on-transfer token. Every transfer between two accounts that are not
/// excluded from the fee takes 10%: 5% is redistributed to all holders in proportion to their balances
/// (balances grow without transfers) and 5% accrues to this contract, which anyone can later turn into
/// liquidity of the token/WBNB pair through `addAccruedLiquidity`.
/// @dev Reflection accounting: an included account's balance is kept in "reflected" units
/// (`_rOwned`) and read as `_rOwned / rate`, where `rate = _rIncluded / (totalSupply - _tExcluded)`
/// spreads the reflected units of all included accounts over the tokens they hold together. The
/// reflection fee is debited from the sender and credited to nobody, so the same tokens are shared
/// by fewer reflected units: the rate falls and every included balance grows at once. Excluded
/// accounts hold plain token units (`_tOwned`) and never grow. Keeping the two sums instead of
/// looping over the excluded accounts (as the original did) makes transfers O(1) and keeps
/// `sum(balanceOf) == totalSupply` up to rounding down, whatever is excluded or included again.
/// Griddle pairs are excluded from rewards by construction: a pair's `balanceOf` may change only
/// through transfers, otherwise `skim` hands the reflections of its reserves to anyone, away from its
/// liquidity providers. The token/WBNB pair is created and excluded here in the constructor; any
/// other pair of this token that the router's factory creates is recognised by its CREATE2 address
/// and excluded by the first transfer to or from it, before anything is credited or debited. Tokens
/// only reach a pair through transfers, so a pair holds nothing in reflected units once liquidity
/// providers have funded it after its creation. The one balance the rule meets unexcluded is what was
/// sent to the pair's address before the factory deployed it (or what the pair's first mint used
/// without a transfer of this token since): the exclusion snapshots it as `balanceOf` reads it at that
/// moment, so no balance jumps and `sum(balanceOf) == totalSupply` still holds up to rounding down;
/// anyone can make that moment now with a transfer of zero tokens to the pair. Recognising pairs costs
/// every transfer an EXTCODESIZE per party not yet excluded (about 2,600 gas for a cold recipient).
/// The owner can exclude other accounts (another AMM's pairs) but can never include a Griddle pair.
contract ReflectionToken is IERC20Metadata, IERC20Errors, Ownable, ReentrancyGuard {
    /// @notice The account is excluded from rewards already.
    error AlreadyExcludedFromReward(address account);
    /// @notice The account is not excluded from rewards.
    error NotExcludedFromReward(address account);
    /// @notice Nothing has accrued for liquidity yet.
    error NothingAccrued();
    /// @notice Only externally owned accounts may add the accrued liquidity.
    error CallerNotEOA(address caller);
    /// @notice Native coin arrived from an account other than the router.
    error NotRouter(address sender);
    /// @notice The account is a Griddle pair of this token, which must never receive redistribution.
    error PairMustStayExcluded(address pair);

    /// @notice `account` stopped (`excluded`) or resumed paying the transfer fee.
    event ExcludedFromFee(address indexed account, bool excluded);
    /// @notice `account` stopped (`excluded`) or resumed taking part in the redistribution.
    event ExcludedFromReward(address indexed account, bool excluded);
    /// @notice `amount` tokens of a transfer by `from` were redistributed to all included holders.
    event Reflected(address indexed from, uint256 amount);
    /// @notice The accrued tokens were turned into liquidity owned by `lpRecipient`.
    event AccruedLiquidityAdded(
        uint256 tokensSwapped,
        uint256 bnbReceived,
        uint256 tokensAdded,
        uint256 bnbAdded,
        uint256 liquidity,
        address indexed lpRecipient
    );

    /// @notice Share of every taxed transfer redistributed to holders, in percent.
    uint256 public constant REFLECTION_FEE_PERCENT = 5;
    /// @notice Share of every taxed transfer kept for liquidity, in percent.
    uint256 public constant LIQUIDITY_FEE_PERCENT = 5;

    /// @dev Gas for asking a contract its `token0()` or `token1()`: a pair answers from an immutable
    /// in a few hundred, and a hostile contract cannot make a transfer to or from itself cost more.
    uint256 private constant _PAIR_PROBE_GAS = 5_000;

    /// @notice The router used to add the accrued liquidity.
    IGriddleRouter public immutable router;
    /// @notice The token/WBNB pair created at deployment, excluded from rewards.
    address public immutable liquidityPair;
    /// @dev The router's factory and its pair init code hash: together they tell, without a call to the
    /// factory, whether an address is a Griddle pair of this token.
    address private immutable _factory;
    bytes32 private immutable _pairInitCodeHash;

    string private _name;
    string private _symbol;
    uint8 private immutable _decimals;
    uint256 private immutable _tTotal;
    /// @dev Reflected units per token at deployment; far below `2^256 / totalSupply` so that the
    /// rounding drift of later exclusions can never make `amount * rate` overflow.
    uint256 private immutable _initialRate;

    /// @dev Sum of `_rOwned` over all included accounts.
    uint256 private _rIncluded;
    /// @dev Sum of `_tOwned` over all excluded accounts.
    uint256 private _tExcluded;
    uint256 private _tReflectedTotal;

    mapping(address account => uint256) private _rOwned;
    mapping(address account => uint256) private _tOwned;
    mapping(address account => mapping(address spender => uint256)) private _allowances;
    mapping(address account => bool) private _isExcludedFromFee;
    mapping(address account => bool) private _isExcludedFromReward;

    /// @param name_ Full token name.
    /// @param symbol_ Ticker.
    /// @param decimals_ Decimal places of one whole token.
    /// @param totalSupply_ The fixed supply in base units, all given to `holder`.
    /// @param holder Receives the supply, owns the contract and is excluded from the fee so it can seed liquidity.
    /// @param router_ Router whose factory gets the token/WBNB pair and which adds the accrued liquidity.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 totalSupply_,
        address holder,
        IGriddleRouter router_
    ) Ownable(holder) {
        _name = name_;
        _symbol = symbol_;
        _decimals = decimals_;
        _tTotal = totalSupply_;
        _initialRate = type(uint256).max / totalSupply_ / 2 ** 16;
        router = router_;
        _credit(holder, totalSupply_, _initialRate);
        emit Transfer(address(0), holder, totalSupply_);

        IGriddleFactory factory = IGriddleFactory(router_.factory());
        _factory = address(factory);
        _pairInitCodeHash = factory.INIT_CODE_PAIR_HASH();
        address pair = factory.createPair(address(this), router_.WETH());
        liquidityPair = pair;
        _excludeFromReward(pair);
        _excludeFromReward(address(this));
        _setExcludedFromFee(holder, true);
        _setExcludedFromFee(address(this), true);
    }

    /// @notice Accepts the BNB the router pays out while adding the accrued liquidity.
    receive() external payable {
        if (msg.sender != address(router)) revert NotRouter(msg.sender);
    }

    /// @inheritdoc IERC20Metadata
    function name() external view returns (string memory) {
        return _name;
    }

    /// @inheritdoc IERC20Metadata
    function symbol() external view returns (string memory) {
        return _symbol;
    }

    /// @inheritdoc IERC20Metadata
    function decimals() external view returns (uint8) {
        return _decimals;
    }

    /// @inheritdoc IERC20
    function totalSupply() external view returns (uint256) {
        return _tTotal;
    }

    /// @inheritdoc IERC20
    /// @dev An included account's balance grows as other holders pay the reflection fee.
    function balanceOf(address account) public view returns (uint256) {
        if (_isExcludedFromReward[account]) return _tOwned[account];
        return _rOwned[account] / _getRate();
    }

    /// @inheritdoc IERC20
    function allowance(address owner, address spender) external view returns (uint256) {
        return _allowances[owner][spender];
    }

    /// @notice Total tokens redistributed to holders since deployment.
    function totalReflected() external view returns (uint256) {
        return _tReflectedTotal;
    }

    /// @notice Whether transfers from or to `account` are free of the fee.
    function isExcludedFromFee(address account) external view returns (bool) {
        return _isExcludedFromFee[account];
    }

    /// @notice Whether `account` holds a plain balance that never grows through redistribution.
    function isExcludedFromReward(address account) external view returns (bool) {
        return _isExcludedFromReward[account];
    }

    /// @inheritdoc IERC20
    /// @dev Requirements: the caller holds at least `value`; `to` is not the zero address. Unless either
    /// side is excluded from the fee, `to` receives 90% of `value`.
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @inheritdoc IERC20
    /// @dev Requirements: `spender` is not the zero address.
    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    /// @inheritdoc IERC20
    /// @dev Requirements: `from` holds at least `value`; `to` is not the zero address; the caller's
    /// allowance is at least `value` (an allowance of `type(uint256).max` is never spent).
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 current = _allowances[from][msg.sender];
        if (current != type(uint256).max) {
            if (current < value) revert ERC20InsufficientAllowance(msg.sender, current, value);
            // Cannot underflow: checked just above.
            unchecked {
                _approve(from, msg.sender, current - value);
            }
        }
        _transfer(from, to, value);
        return true;
    }

    /// @notice Frees `account` from the transfer fee (`excluded`), or makes it pay again.
    /// Requirements:
    /// - the caller is the owner.
    function setExcludedFromFee(address account, bool excluded) external onlyOwner {
        _setExcludedFromFee(account, excluded);
    }

    /// @notice Stops redistributing to `account` and freezes its balance in plain units. Required for
    /// every pair of this token on another AMM; Griddle pairs are excluded without it.
    /// Requirements:
    /// - the caller is the owner;
    /// - `account` is not excluded yet.
    function excludeFromReward(address account) external onlyOwner {
        _excludeFromReward(account);
    }

    /// @notice Lets `account` take part in the redistribution again, from now on.
    /// Requirements:
    /// - the caller is the owner;
    /// - `account` is excluded from rewards;
    /// - `account` is not a Griddle pair of this token.
    function includeInReward(address account) external onlyOwner {
        if (!_isExcludedFromReward[account]) revert NotExcludedFromReward(account);
        if (_isGriddlePair(account)) revert PairMustStayExcluded(account);
        uint256 tOwned = _tOwned[account];
        uint256 rate = _getRate();
        _tOwned[account] = 0;
        // Cannot underflow: `_tExcluded` is the sum of `_tOwned` over excluded accounts, this one included.
        unchecked {
            _tExcluded -= tOwned;
        }
        _isExcludedFromReward[account] = false;
        _credit(account, tOwned, rate);
        emit ExcludedFromReward(account, false);
    }

    /// @notice Swaps half of the tokens accrued from the liquidity fee to BNB and adds both halves as
    /// liquidity of the token/WBNB pair; the owner receives the LP tokens.
    /// @dev Never runs inside a transfer (the original did it while someone sold into the pair), so a
    /// transfer out of the pair during a swap can never re-enter a swap on that pair. Restricted to
    /// externally owned accounts so that no contract can wrap it between its own trades in one
    /// transaction: the swap accepts any price, which is tolerable only because the accrued amount is
    /// small next to the pool and the caller cannot move the price around it atomically.
    /// Requirements:
    /// - the caller is an externally owned account (`tx.origin == msg.sender`);
    /// - tokens have accrued;
    /// - the token/WBNB pair has liquidity.
    function addAccruedLiquidity() external nonReentrant returns (uint256 liquidity) {
        if (tx.origin != msg.sender) revert CallerNotEOA(msg.sender);
        uint256 accrued = balanceOf(address(this));
        if (accrued == 0) revert NothingAccrued();
        uint256 toSwap = accrued / 2;
        uint256 toAdd = accrued - toSwap;

        _approve(address(this), address(router), accrued);
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        uint256 bnbBefore = address(this).balance;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(toSwap, 0, path, address(this), block.timestamp);
        uint256 bnbReceived = address(this).balance - bnbBefore;

        address lpRecipient = owner();
        // BNB left over from an earlier call (the router refunds what the pool ratio did not take) is
        // added too.
        (uint256 tokensAdded, uint256 bnbAdded, uint256 minted) = router.addLiquidityETH{value: address(this).balance}(
            address(this), toAdd, 0, 0, lpRecipient, block.timestamp
        );
        _approve(address(this), address(router), 0);
        emit AccruedLiquidityAdded(toSwap, bnbReceived, tokensAdded, bnbAdded, minted, lpRecipient);
        return minted;
    }

    function _transfer(address from, address to, uint256 tAmount) private {
        if (from == address(0)) revert ERC20InvalidSender(address(0));
        if (to == address(0)) revert ERC20InvalidReceiver(address(0));
        // Before any balance is read: the exclusion keeps the balance it finds and changes the rate.
        _excludeIfGriddlePair(from);
        _excludeIfGriddlePair(to);
        uint256 fromBalance = balanceOf(from);
        if (fromBalance < tAmount) revert ERC20InsufficientBalance(from, fromBalance, tAmount);

        bool taxed = !_isExcludedFromFee[from] && !_isExcludedFromFee[to];
        uint256 tReflection = taxed ? tAmount * REFLECTION_FEE_PERCENT / 100 : 0;
        uint256 tLiquidity = taxed ? tAmount * LIQUIDITY_FEE_PERCENT / 100 : 0;
        uint256 tReceived = tAmount - tReflection - tLiquidity;

        uint256 rate = _getRate();
        _debit(from, tAmount, rate);
        _credit(to, tReceived, rate);
        if (taxed) {
            // The reflection part is credited to nobody: that is what lowers the rate for the next read.
            _credit(address(this), tLiquidity, rate);
            _tReflectedTotal += tReflection;
        }

        emit Transfer(from, to, tReceived);
        if (taxed) {
            emit Transfer(from, address(this), tLiquidity);
            emit Reflected(from, tReflection);
        }
    }

    /// @dev The caller has checked that `account` holds at least `tAmount`.
    function _debit(address account, uint256 tAmount, uint256 rate) private {
        if (_isExcludedFromReward[account]) {
            // Cannot underflow: the balance is `_tOwned`, checked by the caller, and `_tExcluded` sums it.
            unchecked {
                _tOwned[account] -= tAmount;
                _tExcluded -= tAmount;
            }
        } else {
            uint256 rAmount = tAmount * rate;
            // Cannot underflow: the balance `_rOwned / rate` (rounded down) is at least `tAmount`, so
            // `_rOwned >= tAmount * rate`, and `_rIncluded` sums `_rOwned`.
            unchecked {
                _rOwned[account] -= rAmount;
                _rIncluded -= rAmount;
            }
        }
    }

    function _credit(address account, uint256 tAmount, uint256 rate) private {
        if (_isExcludedFromReward[account]) {
            _tOwned[account] += tAmount;
            _tExcluded += tAmount;
        } else {
            uint256 rAmount = tAmount * rate;
            _rOwned[account] += rAmount;
            _rIncluded += rAmount;
        }
    }

    function _approve(address owner, address spender, uint256 value) private {
        if (owner == address(0)) revert ERC20InvalidApprover(address(0));
        if (spender == address(0)) revert ERC20InvalidSpender(address(0));
        _allowances[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _setExcludedFromFee(address account, bool excluded) private {
        _isExcludedFromFee[account] = excluded;
        emit ExcludedFromFee(account, excluded);
    }

    function _excludeFromReward(address account) private {
        if (_isExcludedFromReward[account]) revert AlreadyExcludedFromReward(account);
        uint256 rOwned = _rOwned[account];
        uint256 tOwned = rOwned / _getRate();
        _rOwned[account] = 0;
        // Cannot underflow: `_rIncluded` is the sum of `_rOwned` over included accounts, this one included.
        unchecked {
            _rIncluded -= rOwned;
        }
        _isExcludedFromReward[account] = true;
        _credit(account, tOwned, 0);
        emit ExcludedFromReward(account, true);
    }

    function _excludeIfGriddlePair(address account) private {
        if (!_isExcludedFromReward[account] && _isGriddlePair(account)) _excludeFromReward(account);
    }

    /// @dev Whether `account` is the factory's pair of this token and another. The pair's own answer
    /// only names the other token; the CREATE2 address it implies is the proof, so no contract can pass
    /// for a pair. Costs an EXTCODESIZE for an account without code (an EOA, or a pair's address
    /// before its creation) and at most two bounded static calls and a hash for a contract.
    function _isGriddlePair(address account) private view returns (bool) {
        if (account.code.length == 0) return false;
        address token0 = _probeToken(account, IGriddlePair.token0.selector);
        address other = token0 == address(this) ? _probeToken(account, IGriddlePair.token1.selector) : token0;
        if (other == address(0) || other == address(this)) return false;
        (address sorted0, address sorted1) = other < address(this) ? (other, address(this)) : (address(this), other);
        bytes32 salt = keccak256(abi.encodePacked(sorted0, sorted1));
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", _factory, salt, _pairInitCodeHash)))))
            == account;
    }

    /// @dev The address `account` returns for the argument-less getter `selector`, or zero when it
    /// reverts, runs out of its gas allowance or answers something that is not an address. Only the
    /// first 32 bytes of the answer are copied, so a huge return value costs nothing.
    function _probeToken(address account, bytes4 selector) private view returns (address token) {
        bool success;
        uint256 word;
        assembly ("memory-safe") {
            mstore(0, selector)
            success := staticcall(_PAIR_PROBE_GAS, account, 0, 4, 0, 32)
            success := and(success, gt(returndatasize(), 31))
            word := mload(0)
        }
        if (!success || word >> 160 != 0) return address(0);
        return address(uint160(word));
    }

    /// @dev Reflected units per token held by included accounts. Falls back to the initial rate while
    /// included accounts hold (next to) nothing; the first included recipient then also receives any
    /// fee reflected while there was nobody to reflect to, so no token is ever lost.
    function _getRate() private view returns (uint256) {
        uint256 tIncluded = _tTotal - _tExcluded;
        if (tIncluded == 0 || _rIncluded < tIncluded) return _initialRate;
        return _rIncluded / tIncluded;
    }
}
