/**
 * Where crosspay's documentation lives: the `docs/` folder of its repository. An error's `docsPath`
 * (`/errors#rate-limit`) resolves to `${docsBaseUrl}/errors.md#rate-limit`; `error.docsUrl` is that address.
 */
export const docsBaseUrl = 'https://github.com/crosspay/crosspay/blob/main/docs'
