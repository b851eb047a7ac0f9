/** Id prefix of the development wallet's connectors (`dev-0`, `dev-1`, ...), one per local test account. */
export const devConnectorPrefix = 'dev-'
