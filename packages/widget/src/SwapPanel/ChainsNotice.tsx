'use client'
import { useChains } from '@crosspay/core'
import { useContext } from 'react'
import { RecoveryNotice } from '../parts/RecoveryNotice/RecoveryNotice'
import { WidgetContext } from '../root/WidgetContext'

/**
 * The panel without chains: when `GET /chains` failed and no chains are known, says so (the pickers would be
 * empty with no word) and shows the recovery countdown with "Try again"; the chains query keeps trying by itself
 * and the notice goes away when the list arrives. Renders nothing otherwise.
 */
export function ChainsNotice() {
  const { messages } = useContext(WidgetContext)
  const chains = useChains()
  if (!chains.isError || (chains.data && chains.data.length > 0)) return null
  return (
    <div className="cp-panel__notice cp-panel__chains-error" role="alert" data-state="no-chains">
      <p>{messages.recovery.noChains}</p>
      <RecoveryNotice
        isRetrying={chains.isRetrying}
        nextAttemptAt={chains.nextAttemptAt}
        onRetry={() => void chains.refetch()}
      />
    </div>
  )
}
