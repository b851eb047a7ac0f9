/**
 * Header naming the client a request came from, for the per-client rate limit. The Node server sets it from the
 * socket's peer address (or, behind a trusted proxy, from `X-Forwarded-For`) and overwrites whatever a client
 * sent in it; in process (tests, Storybook) a caller may set it to stand for several clients. Never read from
 * `X-Forwarded-For` directly: any client can write that.
 */
export const clientAddressHeader = 'x-sim-client-address'
