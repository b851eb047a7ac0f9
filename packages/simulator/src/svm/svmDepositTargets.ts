import { getAddressDecoder } from '@solana/kit'
import { addresses } from '../config/addresses'
import { svmPrograms } from '../config/svmPrograms'
import { findByDepositAddress } from '../lifecycle/findByDepositAddress'
import type { SimContext } from '../model/SimContext'
import type { SvmLedger } from './SvmLedger'
import type { SvmDepositTargets } from './toSvmDeposit'

/**
 * The deposit targets of a simulator's Solana chain: the depository and every request's deposit address; token
 * accounts are read from `ledger` (their owner and mint).
 */
export function svmDepositTargets(ctx: SimContext, ledger: Pick<SvmLedger, 'account'>): SvmDepositTargets {
  const decoder = getAddressDecoder()
  return {
    isTarget: (owner) => owner === addresses.svmDepository || findByDepositAddress(ctx, owner) !== undefined,
    tokenAccount(at) {
      const account = ledger.account(at)
      if (!account || account.programAddress !== svmPrograms.token || account.data.length !== 165)
        return undefined
      return {
        mint: decoder.decode(account.data.slice(0, 32)),
        owner: decoder.decode(account.data.slice(32, 64)),
      }
    },
  }
}
