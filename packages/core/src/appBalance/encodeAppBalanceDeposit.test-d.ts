import { expectTypeOf, test } from 'vitest'
import {
  type EncodeAppBalanceDepositParameters,
  type EncodeAppBalanceDepositReturnType,
  encodeAppBalanceDeposit,
} from '../exports/index'

test('default: returns Hex call data', () => {
  expectTypeOf(encodeAppBalanceDeposit).returns.toEqualTypeOf<`0x${string}`>()
  expectTypeOf<EncodeAppBalanceDepositReturnType>().toEqualTypeOf<`0x${string}`>()
  expectTypeOf(encodeAppBalanceDeposit()).toEqualTypeOf<`0x${string}`>()
})

test('parameters: optional credit address and data', () => {
  expectTypeOf(encodeAppBalanceDeposit).parameters.toEqualTypeOf<
    [parameters?: EncodeAppBalanceDepositParameters | undefined]
  >()
  expectTypeOf<EncodeAppBalanceDepositParameters>().toEqualTypeOf<{
    credit?: `0x${string}` | undefined
    data?: `0x${string}` | undefined
  }>()
  expectTypeOf(encodeAppBalanceDeposit).toBeCallableWith({})
  expectTypeOf(encodeAppBalanceDeposit).toBeCallableWith({
    credit: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    data: '0xa9059cbb',
  })
  // @ts-expect-error credit is a 0x address
  encodeAppBalanceDeposit({ credit: '14dC79964da2C08b23698B3D3cc7Ca32193d9955' })
  // @ts-expect-error data is 0x hex
  encodeAppBalanceDeposit({ data: 'a9059cbb' })
})
