import { BaseError } from '../errors/BaseError'

/** Type of {@link CrosspayProviderNotFoundError}, discriminated by `name`. */
export type CrosspayProviderNotFoundErrorType = CrosspayProviderNotFoundError & {
  name: 'CrosspayProviderNotFoundError'
}

/** A crosspay hook was called outside `CrosspayProvider`: the only misuse on which hooks throw. */
export class CrosspayProviderNotFoundError extends BaseError {
  constructor() {
    super('`useCrosspayClient` must be used within `CrosspayProvider`.', {
      metaMessages: [
        'Wrap your app in <CrosspayProvider client={client}> (inside your QueryClientProvider).',
      ],
      docsPath: '/errors#crosspayprovidernotfounderror',
      name: 'CrosspayProviderNotFoundError',
    })
  }
}
