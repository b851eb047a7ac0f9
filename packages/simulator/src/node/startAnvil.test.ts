import { describe, expect, test } from 'vitest'
import { startAnvil } from './startAnvil'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const rpc = async (url: string, method: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await res.json()) as { result: string }).result
}

describe('startAnvil', () => {
  test('default: answers with its chain id, and stop kills the real process', async () => {
    const anvil = await startAnvil({ chainId: 8453 })
    try {
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
      expect(Number(await rpc(anvil.rpcUrl, 'eth_chainId'))).toBe(8453)
      expect(alive(anvil.pid)).toBe(true)
    } finally {
      await anvil.stop()
    }
    expect(alive(anvil.pid)).toBe(false)
    await expect(rpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  test('parameters: chainId and port', async () => {
    const first = await startAnvil({ chainId: 10 })
    try {
      expect(Number(await rpc(first.rpcUrl, 'eth_chainId'))).toBe(10)
      // The port is taken: anvil exits, and the error says so instead of hanging.
      await expect(startAnvil({ chainId: 8453, port: first.port })).rejects.toThrow(
        /exited early|did not answer/,
      )
    } finally {
      await first.stop()
    }
  })
})
