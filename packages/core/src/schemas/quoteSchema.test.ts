import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { collectUnknownValues } from '../utils/collectUnknownValues'
import { isSignatureStep } from './isSignatureStep'
import { isTransactionStep } from './isTransactionStep'
import { quoteSchema } from './quoteSchema'
import { stepsSchema } from './stepsSchema'

const dir = join(__dirname, '../../test/fixtures/real-quotes')
const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'))
/** The shared captures beside the repository (`<repo root>/../shared`), from which the private copy is taken. */
const sharedDir = join(__dirname, '../../../..', '..', 'shared', 'fixtures', 'real-quotes')
/** Parses executeBridge.json with a signature step (`authorize`, request `0x1`) of `items` put first. */
function parseWithSignatureStep(items: unknown[]) {
  const quote = read('executeBridge.json') as { steps: unknown[] }
  const signature = {
    id: 'authorize',
    kind: 'signature',
    action: 'Sign',
    description: '',
    requestId: '0x1',
    items,
  }
  return quoteSchema.safeParse({ ...quote, steps: [signature, ...quote.steps] })
}

describe('quoteSchema', () => {
  test('default: the fixtures directory holds the five real samples', () => {
    expect(files.sort()).toEqual([
      'executeBridge.json',
      'executeBridgeAuthorize.json',
      'postSignatureExtraSteps.json',
      'swapWithApproval.json',
      'swapWithZeroResetApproval.json',
    ])
  })

  // The project must pass on its own (a checkout without ../shared, as in CI), so this comparison is skipped
  // when the shared folder is absent; where it exists, a new or changed capture there must reach the copy.
  test.skipIf(!existsSync(sharedDir))(
    'behavior: the private copy equals ../shared/fixtures/real-quotes',
    () => {
      const shared = readdirSync(sharedDir).sort()
      expect(readdirSync(dir).sort()).toEqual(shared)
      for (const file of shared)
        expect(readFileSync(join(dir, file), 'utf8'), file).toBe(readFileSync(join(sharedDir, file), 'utf8'))
    },
  )

  for (const file of files) {
    test(`behavior: real sample ${file} parses with no unknown values`, () => {
      const body = read(file)
      const schema = file === 'postSignatureExtraSteps.json' ? stepsSchema : quoteSchema
      const { result, unknownValues } = collectUnknownValues(() => schema.safeParse(body))
      expect(result.error?.issues).toBeUndefined()
      expect(result.success).toBe(true)
      expect(unknownValues).toEqual([])
    })
  }

  test('behavior: signature step is typed with its sign payload and post', () => {
    const quote = quoteSchema.parse(read('executeBridgeAuthorize.json'))
    const step = quote.steps.find(isSignatureStep)
    expect(step?.kind).toBe('signature')
    expect(quote.steps.filter(isTransactionStep).map((s) => s.id)).toEqual(['approve'])
    const item = step?.items[0]
    expect(item?.data.sign.signatureKind).toBe('eip712')
    expect(item?.data.post?.endpoint).toBe('/execute/permits')
  })

  test('behavior: unknown fields pass through and amounts stay strings', () => {
    const body = read('executeBridge.json') as Record<string, unknown>
    const quote = quoteSchema.parse({ ...body, brandNewField: { x: 1 } })
    expect((quote as Record<string, unknown>).brandNewField).toEqual({ x: 1 })
    expect(quote.fees.gas?.amount).toBe('349951520050000')
    expect(quote.details.operation).toBeUndefined()
    expect(quote.steps[0]?.depositAddress).toBeUndefined()
  })

  test('behavior: an unknown step kind is kept and flagged', () => {
    const body = read('executeBridge.json') as { steps: unknown[] }
    const strange = { id: 'teleport', kind: 'teleport', items: [{ status: 'incomplete', data: {} }] }
    const { result, unknownValues } = collectUnknownValues(() =>
      quoteSchema.safeParse({ ...body, steps: [...body.steps, strange] }),
    )
    expect(result.success).toBe(true)
    expect(result.data?.steps[1]?.kind).toBe('teleport')
    expect(unknownValues).toEqual([{ field: 'step kind', value: 'teleport' }])
  })

  test('behavior: a transaction item without chainId fails with its path', () => {
    const body = read('executeBridge.json') as { steps: { items: { data: Record<string, unknown> }[] }[] }
    const copy = structuredClone(body)
    delete copy.steps[0]?.items[0]?.data.chainId
    const result = quoteSchema.safeParse(copy)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(['steps', 0])
  })

  test('behavior: fees.subsidized is typed', () => {
    const body = read('executeBridge.json') as { fees: Record<string, unknown> }
    const quote = quoteSchema.parse({
      ...body,
      fees: { ...body.fees, subsidized: { amount: '5', amountUsd: '0.01' } },
    })
    expect(quote.fees.subsidized).toEqual({ amount: '5', amountUsd: '0.01' })
  })
  test('behavior: a signature item in the interface form (signatureKind + message in data) parses, with data.sign', () => {
    const result = parseWithSignatureStep([
      { status: 'incomplete', data: { signatureKind: 'eip191', message: 'hello' } },
    ])
    expect(result.success).toBe(true)
    const step = result.data?.steps[0]
    expect(step && isSignatureStep(step)).toBe(true)
    if (step && isSignatureStep(step))
      expect(step.items[0]?.data).toMatchObject({
        signatureKind: 'eip191',
        message: 'hello',
        sign: { signatureKind: 'eip191', message: 'hello' },
      })
  })

  test('behavior: an EIP-712 payload: domain and value any object, every types entry a list of {name, type}', () => {
    const sign = (change: Record<string, unknown>) => ({
      signatureKind: 'eip712',
      domain: {
        name: 'Permit2',
        chainId: 8453,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      types: { PermitSingle: [{ name: 'details', type: 'PermitDetails' }], PermitDetails: [] },
      primaryType: 'PermitSingle',
      value: { details: { amount: '1' }, spender: '0x1' },
      ...change,
    })
    const parse = (change: Record<string, unknown>) =>
      parseWithSignatureStep([{ data: { sign: sign(change), post: { endpoint: '/e', method: 'POST' } } }])
    const good = parse({})
    expect(good.success, JSON.stringify(good.error?.issues)).toBe(true)
    const step = good.data?.steps[0]
    if (step && isSignatureStep(step)) expect(step.items[0]?.data.sign).toEqual(sign({}))
    const refused = (change: Record<string, unknown>) => {
      const result = parse(change)
      return result.success ? 'parsed' : result.error.issues.map((issue) => issue.path.join('.'))
    }
    expect(refused({ domain: [] })).not.toBe('parsed')
    expect(refused({ value: null })).not.toBe('parsed')
    expect(refused({ types: [] })).not.toBe('parsed')
    expect(refused({ types: { PermitSingle: 'details' } })).not.toBe('parsed')
    expect(refused({ types: { PermitSingle: [{ name: 'details' }] } })).not.toBe('parsed')
    // JSON's own `__proto__` key never becomes the parsed object's prototype.
    const hostile = parse({ domain: JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}') })
    const parsed = hostile.data?.steps[0]
    if (!parsed || !isSignatureStep(parsed)) throw new Error('the hostile domain did not parse')
    const domain = (parsed.items[0]!.data.sign as { domain: Record<string, unknown> }).domain
    expect([Object.getPrototypeOf(domain), domain.polluted, domain.name]).toEqual([
      Object.prototype,
      undefined,
      'x',
    ])
  })

  test('behavior: a signature item carrying signatureKind + message itself (the interface wording) parses, with data.sign', () => {
    const result = parseWithSignatureStep([
      {
        status: 'incomplete',
        signatureKind: 'eip191',
        message: 'hello',
        data: { post: { endpoint: '/execute/permits', method: 'POST', body: { requestId: '0x1' } } },
      },
      { signatureKind: 'eip191', message: 'no data at all' },
    ])
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
    const step = result.data?.steps[0]
    expect(step && isSignatureStep(step)).toBe(true)
    if (step && isSignatureStep(step)) {
      expect(step.items[0]?.data.sign).toEqual({ signatureKind: 'eip191', message: 'hello' })
      expect(step.items[0]?.data.post?.endpoint).toBe('/execute/permits')
      expect(step.items[1]?.data.sign).toEqual({ signatureKind: 'eip191', message: 'no data at all' })
    }
  })

  test('behavior: items without status and null fee components parse', () => {
    const quote = structuredClone(read('executeBridge.json')) as {
      steps: { items: { status?: string }[] }[]
      fees: Record<string, unknown>
    }
    delete quote.steps[0]!.items[0]!.status
    quote.fees.app = null
    quote.fees.subsidized = null
    const result = quoteSchema.safeParse(quote)
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
    expect(result.data?.fees.app).toBeNull()
    expect(result.data?.steps[0]?.items[0]?.status).toBeUndefined()
  })
})
