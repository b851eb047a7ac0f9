// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title CaliburDelegate: an EIP-7702 batch executor with the interface of Uniswap's Calibur.
/// @notice Placed (anvil_setCode) at Calibur's canonical address 0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00 on the
/// local chains. An EOA that delegates to it (an EIP-7702 authorization) runs a signed batch of calls sent by anyone
/// (a relayer pays the gas): the same `execute(SignedBatchedCall, bytes)` ABI, EIP-712 domain (name `Calibur`,
/// version `1.0.0`, the account as verifying contract, salt = the canonical address), types and nonces
/// (`key << 64 | seq`, `getSeq(key)`) as Calibur, and its `executor`, `deadline` and `to == 0 → self` rules. It
/// matches Calibur in interface, not in bytecode: the root key only (keyHash 0, the EOA's own key), no hooks,
/// no ERC-1271 and no key management.
contract CaliburDelegate layout at 0x3e5a10b5c4d0f3ce1e5bbd6e2cf7a7c9c7b1cf4a0e0f6d3c2b1a09f8e7d6c5b0 {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    struct BatchedCall {
        Call[] calls;
        bool revertOnFailure;
    }

    struct SignedBatchedCall {
        BatchedCall batchedCall;
        uint256 nonce;
        bytes32 keyHash;
        address executor;
        uint256 deadline;
    }

    /// @notice Calibur's canonical address: the EIP-712 domain's salt.
    address internal constant CALIBUR = 0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00;

    bytes32 internal constant DOMAIN_TYPEHASH = keccak256(
        "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract,bytes32 salt)"
    );
    bytes32 internal constant CALL_TYPEHASH = keccak256("Call(address to,uint256 value,bytes data)");
    bytes32 internal constant BATCHED_CALL_TYPEHASH = keccak256(
        "BatchedCall(Call[] calls,bool revertOnFailure)Call(address to,uint256 value,bytes data)"
    );
    bytes32 internal constant SIGNED_BATCHED_CALL_TYPEHASH = keccak256(
        "SignedBatchedCall(BatchedCall batchedCall,uint256 nonce,bytes32 keyHash,address executor,uint256 deadline)BatchedCall(Call[] calls,bool revertOnFailure)Call(address to,uint256 value,bytes data)"
    );

    /// @notice The next sequence number of each nonce key (in the account's own storage, at this contract's layout).
    mapping(uint256 key => uint256 seq) internal nonceSequenceNumber;

    error InvalidNonce();
    error SignatureExpired();
    error Unauthorized();
    error InvalidSignature();
    error CallFailed(bytes reason);

    /// @notice A batch ran (`nonce` is the one consumed).
    event BatchExecuted(uint256 indexed nonce);

    /// @notice The next sequence number of nonce key `key` (the SDK signs `getSeq(0)` as the nonce).
    function getSeq(uint256 key) external view returns (uint256) {
        return nonceSequenceNumber[key];
    }

    /// @notice The EIP-712 domain separator of this account.
    function domainSeparator() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                DOMAIN_TYPEHASH,
                keccak256("Calibur"),
                keccak256("1.0.0"),
                block.chainid,
                address(this),
                bytes32(uint256(uint160(CALIBUR)))
            )
        );
    }

    /// @notice The EIP-712 digest the account's key signs for `signedBatchedCall`.
    function hashTypedData(SignedBatchedCall calldata signedBatchedCall) public view returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), _hashSigned(signedBatchedCall)));
    }

    /// @notice Runs a batch signed by the account's own key, sent by anyone (or only by `executor` when set), before
    /// `deadline` (0: none). `wrappedSignature` is `abi.encode(signature, hookData)`; hook data is ignored.
    function execute(SignedBatchedCall calldata signedBatchedCall, bytes calldata wrappedSignature)
        external
        payable
    {
        if (signedBatchedCall.executor != address(0) && signedBatchedCall.executor != msg.sender) {
            revert Unauthorized();
        }
        if (signedBatchedCall.deadline != 0 && block.timestamp > signedBatchedCall.deadline) {
            revert SignatureExpired();
        }
        if (signedBatchedCall.keyHash != bytes32(0)) revert Unauthorized();
        _useNonce(signedBatchedCall.nonce);
        (bytes memory signature,) = abi.decode(wrappedSignature, (bytes, bytes));
        (address signer, ECDSA.RecoverError failure,) = ECDSA.tryRecover(hashTypedData(signedBatchedCall), signature);
        if (failure != ECDSA.RecoverError.NoError || signer != address(this)) revert InvalidSignature();
        _run(signedBatchedCall.batchedCall);
        emit BatchExecuted(signedBatchedCall.nonce);
    }

    /// @notice Runs a batch the account itself sends (its own key pays the gas).
    function execute(BatchedCall calldata batchedCall) external payable {
        if (msg.sender != address(this)) revert Unauthorized();
        _run(batchedCall);
    }

    receive() external payable {}

    function _run(BatchedCall calldata batchedCall) internal {
        for (uint256 i = 0; i < batchedCall.calls.length; i++) {
            Call calldata c = batchedCall.calls[i];
            address to = c.to == address(0) ? address(this) : c.to;
            (bool ok, bytes memory reason) = to.call{value: c.value}(c.data);
            if (!ok && batchedCall.revertOnFailure) revert CallFailed(reason);
        }
    }

    function _useNonce(uint256 nonce) internal {
        uint256 key = nonce >> 64;
        uint64 seq = uint64(nonce);
        if (nonceSequenceNumber[key]++ != seq) revert InvalidNonce();
    }

    function _hashSigned(SignedBatchedCall calldata s) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                SIGNED_BATCHED_CALL_TYPEHASH, _hashBatch(s.batchedCall), s.nonce, s.keyHash, s.executor, s.deadline
            )
        );
    }

    function _hashBatch(BatchedCall calldata b) internal pure returns (bytes32) {
        bytes32[] memory hashes = new bytes32[](b.calls.length);
        for (uint256 i = 0; i < b.calls.length; i++) {
            hashes[i] = keccak256(abi.encode(CALL_TYPEHASH, b.calls[i].to, b.calls[i].value, keccak256(b.calls[i].data)));
        }
        return keccak256(abi.encode(BATCHED_CALL_TYPEHASH, keccak256(abi.encodePacked(hashes)), b.revertOnFailure));
    }
}
