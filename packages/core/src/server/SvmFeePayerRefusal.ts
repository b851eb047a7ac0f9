/** Why `signSvmDepositAsFeePayer` refused: the transaction would spend the fee payer's SOL beyond fees and rent. */
export class SvmFeePayerRefusal extends Error {
  override name = 'SvmFeePayerRefusal'
}
