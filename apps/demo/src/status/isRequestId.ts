/** Whether `text` has the form of a request id: `0x` and 64 hex digits (what every quote names). */
export const isRequestId = (text: string): boolean => /^0x[0-9a-fA-F]{64}$/.test(text)
