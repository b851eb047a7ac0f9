/** Whether `locale`'s script is written right to left (Arabic, Hebrew, Persian, Urdu, …). Pure. */
export function isRightToLeft(locale: string): boolean {
  return /^(ar|he|iw|fa|ur|ps|sd|ug|yi|dv|ckb)(-|$)/i.test(locale)
}
