/** Whether a stored value is a list of request ids (0x and 64 hex digits), as "Requests started here" keeps. */
export const isRequestIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && /^0x[0-9a-fA-F]{64}$/.test(id))
