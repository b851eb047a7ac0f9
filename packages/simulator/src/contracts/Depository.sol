// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Depository: receives origin deposits (native or ERC-20) tagged with a request id.
/// @notice Every deposit's call data ends with the 32-byte request id, which is how the solver
/// indexes it. The solver may pull approved deposits on behalf of users (permit flows) and refund.
contract Depository {
    using SafeERC20 for IERC20;

    /// @notice The solver allowed to call `depositFor` and `refund`.
    address public immutable solver;

    /// @notice A deposit was received (`token` is the zero address for native).
    event Deposit(address indexed depositor, address indexed token, uint256 amount, bytes32 indexed requestId);

    /// @notice Deposited funds were returned (`token` is the zero address for native).
    event Refund(address indexed to, address indexed token, uint256 amount, bytes32 indexed requestId);

    error OnlySolver();
    error ZeroAmount();
    error NativeTransferFailed();

    constructor(address solver_) {
        solver = solver_;
    }

    modifier onlySolver() {
        if (msg.sender != solver) revert OnlySolver();
        _;
    }

    /// @notice Deposits the native value sent.
    function depositNative(bytes32 requestId) external payable {
        if (msg.value == 0) revert ZeroAmount();
        emit Deposit(msg.sender, address(0), msg.value, requestId);
    }

    /// @notice Deposits `amount` of `token`, pulled from the caller (needs an approval).
    function depositErc20(address token, uint256 amount, bytes32 requestId) external {
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        emit Deposit(msg.sender, token, amount, requestId);
    }

    /// @notice Solver only: pulls an approved deposit of `amount` of `token` on behalf of `from`.
    function depositFor(address token, address from, uint256 amount, bytes32 requestId) external onlySolver {
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(from, address(this), amount);
        emit Deposit(from, token, amount, requestId);
    }

    /// @notice Solver only: returns `amount` of `token` (zero address: native) to `to`.
    function refund(address token, address to, uint256 amount, bytes32 requestId) external onlySolver {
        if (token == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert NativeTransferFailed();
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
        emit Refund(to, token, amount, requestId);
    }
}
