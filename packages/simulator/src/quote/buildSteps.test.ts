import { decodeFunctionData, erc20Abi, isAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { svmAccounts } from '../config/svmAccounts'
import { svmPrograms } from '../config/svmPrograms'
import { createVirtualBackend } from '../lifecycle/createVirtualBackend'
import { depositoryAbi } from '../model/depositoryAbi'
import { findTokenAccount } from '../svm/findTokenAccount'
import { postTestQuote } from './testing/postTestQuote'

const usdc = addresses.stablecoin
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('buildSteps', () => {
  test('default', async () => {
    const sim = createSimulator()
    const { body } = await postTestQuote(sim)
    expect(body.steps).toHaveLength(1)
    const [step] = body.steps
    const id = step.requestId
    expect(step).toMatchObject({ id: 'deposit', kind: 'transaction', depositAddress: '', requestId: id })
    const item = step.items[0]
    expect(item.status).toBe('incomplete')
    expect(item.check).toEqual({ endpoint: `/intents/status/v3?requestId=${id}`, method: 'GET' })
    expect(item.data).toMatchObject({
      from: user,
      to: addresses.depository,
      value: '10000000000000000',
      chainId: 8453,
    })
    for (const k of ['gas', 'maxFeePerGas', 'maxPriorityFeePerGas', 'value', 'data'])
      expect(typeof item.data[k]).toBe('string')
    const call = decodeFunctionData({ abi: depositoryAbi, data: item.data.data })
    expect(call).toEqual({ functionName: 'depositNative', args: [id] })
    expect(item.data.data.endsWith(id.slice(2))).toBe(true)
  })

  test('behavior: stablecoin origin → approve (no check) then depositErc20', async () => {
    const sim = createSimulator()
    const { body } = await postTestQuote(sim, {
      originCurrency: usdc,
      destinationCurrency: usdc,
      amount: '25000000',
    })
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(['approve', 'deposit'])
    const [approve, deposit] = body.steps
    const id = deposit.requestId
    expect(approve.requestId).toBe(id)
    expect(approve.items[0].check).toBeUndefined()
    expect(approve.items[0].data).toMatchObject({ to: usdc, value: '0', from: user })
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.items[0].data.data })).toEqual({
      functionName: 'approve',
      args: [sim.ctx.chain(8453)!.approvalProxy, 25000000n],
    })
    expect(deposit.items[0].data).toMatchObject({ to: addresses.depository, value: '0' })
    expect(decodeFunctionData({ abi: depositoryAbi, data: deposit.items[0].data.data })).toEqual({
      functionName: 'depositErc20',
      args: [usdc, 25000000n, id],
    })
    expect(deposit.items[0].check.endpoint).toContain(id)
  })

  test('behavior: gas fields come from the backend (feeData and estimateGas)', async () => {
    const seen: { chainId: number; to: string; data: string; value: string }[] = []
    const sim = createSimulator({
      backend: (ctx) => ({
        ...createVirtualBackend(ctx),
        feeData: async (chainId) => ({ maxFeePerGas: BigInt(chainId) * 1000n, maxPriorityFeePerGas: 7n }),
        estimateGas: async (tx) => {
          seen.push(tx)
          return 123_456n
        },
      }),
    })
    const { body } = await postTestQuote(sim, { originChainId: 10, destinationChainId: 8453 })
    const data = body.steps[0].items[0].data
    expect(data).toMatchObject({
      gas: '123456',
      maxFeePerGas: '10000',
      maxPriorityFeePerGas: '7',
      chainId: 10,
    })
    expect(seen).toEqual([{ chainId: 10, from: user, to: data.to, data: data.data, value: data.value }])
    // origin gas fee = estimate × maxFeePerGas
    expect(body.fees.gas.amount).toBe(String(123_456n * 10_000n))
    expect(body.fees.gas.currency).toMatchObject({ chainId: 10, symbol: 'ETH' })
  })

  test('behavior: an estimate the backend cannot make falls back to a generous fixed gas', async () => {
    const sim = createSimulator({
      backend: (ctx) => ({
        ...createVirtualBackend(ctx),
        estimateGas: async () => {
          throw new Error('execution reverted: allowance')
        },
      }),
    })
    const { status, body } = await postTestQuote(sim, { originCurrency: usdc, amount: '25000000' })
    expect(status).toBe(200)
    expect(BigInt(body.steps[1].items[0].data.gas)).toBeGreaterThanOrEqual(100_000n)
  })

  test('behavior: deposit address — native transfer to a generated address, recorded on the request', async () => {
    const sim = createSimulator()
    const { body } = await postTestQuote(sim, {
      useDepositAddress: true,
      strict: true,
      refundTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    const [step] = body.steps
    expect(body.steps).toHaveLength(1)
    expect(isAddress(step.depositAddress)).toBe(true)
    expect(step.items[0].data).toMatchObject({
      to: step.depositAddress,
      value: '10000000000000000',
      data: '0x',
    })
    const req = sim.ctx.store.get(step.requestId)!
    expect(req.depositAddress).toEqual({
      address: step.depositAddress,
      type: 'strict',
      depositor: null,
      depositTxHash: null,
      recoveryAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(req.features).toContain('deposit_address')
    // deterministic from the request id: a second simulator with the same seed derives the same address
    const again = await postTestQuote(createSimulator(), { useDepositAddress: true })
    expect(again.body.steps[0].depositAddress).toBe(step.depositAddress)
  })

  test('behavior: deposit address — stablecoin is an ERC-20 transfer, type open, recovery = user', async () => {
    const sim = createSimulator()
    const { body } = await postTestQuote(sim, {
      useDepositAddress: true,
      originCurrency: usdc,
      amount: '5000000',
    })
    const [step] = body.steps
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(['deposit'])
    expect(step.items[0].data).toMatchObject({ to: usdc, value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: step.items[0].data.data })).toEqual({
      functionName: 'transfer',
      args: [step.depositAddress, 5000000n],
    })
    expect(sim.ctx.store.get(step.requestId)!.depositAddress).toMatchObject({
      type: 'open',
      recoveryAddress: user,
    })
  })

  test('behavior: permit — approve then an eip712 authorize step posted to /execute/permits', async () => {
    const sim = createSimulator()
    const { body } = await postTestQuote(sim, { usePermit: true, originCurrency: usdc, amount: '25000000' })
    expect(body.steps.map((s: { id: string; kind: string }) => [s.id, s.kind])).toEqual([
      ['approve', 'transaction'],
      ['authorize', 'signature'],
    ])
    const id = body.steps[1].requestId
    const { sign, post } = body.steps[1].items[0].data
    expect(sign).toMatchObject({
      signatureKind: 'eip712',
      primaryType: 'DepositAuthorization',
      domain: { chainId: 8453, verifyingContract: addresses.depository },
      value: {
        requestId: id,
        token: usdc,
        amount: '25000000',
        depositor: user,
        deadline: expect.any(Number),
      },
    })
    expect(sign.value.deadline).toBe(Math.floor(sim.ctx.store.get(id)!.deadline / 1000))
    expect(post).toEqual({
      endpoint: '/execute/permits',
      method: 'POST',
      body: { kind: 'eip712', requestId: id },
    })
    expect(sim.ctx.store.get(id)!.features).toContain('gasless_execution')
    // only the approval costs the user origin gas
    const approve = body.steps[0].items[0].data
    expect(body.fees.gas.amount).toBe(String(BigInt(approve.gas) * BigInt(approve.maxFeePerGas)))
  })

  test('behavior: SVM origin — one deposit step: instructions and lookup table, the memo carrying the request id', async () => {
    const sim = createSimulator()
    const svmUser = 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe'
    const payer = svmAccounts.accounts[2].address
    const { body } = await postTestQuote(
      sim,
      {
        user: svmUser,
        depositFeePayer: payer,
        originChainId: 792703809,
        originCurrency: addresses.svmUsdc,
        amount: '20000000',
        recipient: user,
      },
      { key: null },
    )
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(['deposit'])
    const { instructions, addressLookupTableAddresses } = body.steps[0].items[0].data
    expect(addressLookupTableAddresses).toEqual([addresses.svmLookupTable])
    const depositoryAta = await findTokenAccount(addresses.svmDepository, addresses.svmUsdc)
    const userAta = await findTokenAccount(svmUser, addresses.svmUsdc)
    expect(instructions).toEqual([
      {
        programId: svmPrograms.associatedToken,
        keys: [
          { pubkey: payer, isSigner: true, isWritable: true },
          { pubkey: depositoryAta, isSigner: false, isWritable: true },
          { pubkey: addresses.svmDepository, isSigner: false, isWritable: false },
          { pubkey: addresses.svmUsdc, isSigner: false, isWritable: false },
          { pubkey: svmPrograms.system, isSigner: false, isWritable: false },
          { pubkey: svmPrograms.token, isSigner: false, isWritable: false },
        ],
        data: '01',
      },
      {
        programId: svmPrograms.token,
        keys: [
          { pubkey: userAta, isSigner: false, isWritable: true },
          { pubkey: addresses.svmUsdc, isSigner: false, isWritable: false },
          { pubkey: depositoryAta, isSigner: false, isWritable: true },
          { pubkey: svmUser, isSigner: true, isWritable: false },
        ],
        // TransferChecked, 20,000,000 as u64 little-endian, 6 decimals
        data: '0c002d31010000000006',
      },
      {
        programId: svmPrograms.memo,
        keys: [{ pubkey: svmUser, isSigner: true, isWritable: false }],
        data: Buffer.from(body.steps[0].requestId).toString('hex'),
      },
    ])
    expect(body.fees.gas).toMatchObject({ amount: '0', currency: { symbol: 'SOL' } })
  })
})
