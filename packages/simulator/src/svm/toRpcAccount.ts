import { getAddressDecoder, getBase58Decoder, getBase64Decoder, type ReadonlyUint8Array } from '@solana/kit'
import { svmPrograms } from '../config/svmPrograms'
import type { SvmAccountState } from './SvmAccountState'

const u64 = (data: ReadonlyUint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset).getBigUint64(at, true)
const ui = (amount: bigint, decimals: number) => {
  const s = amount.toString().padStart(decimals + 1, '0')
  const text = decimals === 0 ? s : `${s.slice(0, -decimals)}.${s.slice(-decimals)}`.replace(/\.?0+$/, '')
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

/** The `jsonParsed` view of an account a Solana node can parse (token accounts, mints, lookup tables), else null. */
function parse(account: SvmAccountState, decimalsOf: (mint: string) => number): unknown {
  const a = getAddressDecoder()
  const d = account.data
  if (account.programAddress === svmPrograms.token && d.length === 165) {
    const mint = a.decode(d.slice(0, 32))
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint,
          owner: a.decode(d.slice(32, 64)),
          state: d[108] === 2 ? 'frozen' : 'initialized',
          tokenAmount: ui(u64(d, 64), decimalsOf(mint)),
        },
      },
      space: 165,
    }
  }
  if (account.programAddress === svmPrograms.token && d.length === 82) {
    const view = new DataView(d.buffer, d.byteOffset)
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: d[44],
          freezeAuthority: view.getUint32(46, true) === 1 ? a.decode(d.slice(50, 82)) : null,
          isInitialized: d[45] === 1,
          mintAuthority: view.getUint32(0, true) === 1 ? a.decode(d.slice(4, 36)) : null,
          supply: u64(d, 36).toString(),
        },
      },
      space: 82,
    }
  }
  if (account.programAddress === svmPrograms.addressLookupTable && d.length >= 56) {
    const addresses: string[] = []
    for (let at = 56; at + 32 <= d.length; at += 32) addresses.push(a.decode(d.slice(at, at + 32)))
    return {
      program: 'address-lookup-table',
      parsed: {
        type: 'lookupTable',
        info: {
          addresses,
          authority: d[21] === 1 ? a.decode(d.slice(22, 54)) : undefined,
          deactivationSlot: u64(d, 4).toString(),
          lastExtendedSlot: u64(d, 12).toString(),
          lastExtendedSlotStartIndex: d[20],
        },
      },
      space: d.length,
    }
  }
  return null
}

/**
 * An account in the JSON-RPC form of `getAccountInfo` / `getMultipleAccounts` / `getTokenAccountsByOwner`:
 * `data` as `[base64, 'base64']`, `[base58, 'base58']` or, with `jsonParsed`, the parsed view where a node has one
 * (falling back to base64, as a node does). `decimalsOf(mint)` supplies a token account's decimals.
 */
export function toRpcAccount(
  account: SvmAccountState,
  encoding: string | undefined,
  decimalsOf: (mint: string) => number,
) {
  const parsed = encoding === 'jsonParsed' ? parse(account, decimalsOf) : null
  const data =
    parsed ??
    (encoding === 'base58'
      ? [getBase58Decoder().decode(account.data), 'base58']
      : [getBase64Decoder().decode(account.data), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  }
}
