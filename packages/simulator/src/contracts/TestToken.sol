// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title An ERC-20 of the simulated deployment with its own decimals; optionally USDT-like: an allowance must be
/// reset to zero before it is set to another non-zero value (real USDT reverts otherwise).
contract TestToken is ERC20, Ownable {
    uint8 private immutable _decimals;
    bool public immutable zeroResetApprovals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, bool zeroResetApprovals_)
        ERC20(name_, symbol_)
        Ownable(msg.sender)
    {
        _decimals = decimals_;
        zeroResetApprovals = zeroResetApprovals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice USDT's rule when `zeroResetApprovals`: a non-zero allowance can only be set back to zero.
    function approve(address spender, uint256 value) public override returns (bool) {
        require(
            !zeroResetApprovals || value == 0 || allowance(msg.sender, spender) == 0,
            "approve from non-zero to non-zero allowance"
        );
        return super.approve(spender, value);
    }

    /// @notice Mints `amount` to `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
