// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Wrapped Ether: deposit native to mint, withdraw to burn. The owner may mint test balances (the deployment
/// backs them by setting the contract's native balance).
contract WrappedNative is ERC20, Ownable {
    constructor() ERC20("Wrapped Ether", "WETH") Ownable(msg.sender) {}

    function deposit() public payable {
        _mint(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        payable(msg.sender).transfer(amount);
    }

    receive() external payable {
        deposit();
    }

    /// @notice Mints `amount` to `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
