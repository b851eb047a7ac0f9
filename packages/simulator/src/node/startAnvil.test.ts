import { spawn } from 'node:child_process'
import { type AddressInfo, createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
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

  test('parameters: timestamp sets the genesis block time', async () => {
    const anvil = await startAnvil({ chainId: 10, timestamp: 1_793_491_200 })
    try {
      const res = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBlockByNumber',
          params: ['0x0', false],
        }),
      })
      const block = ((await res.json()) as { result: { timestamp: string } }).result
      expect(Number(block.timestamp)).toBe(1_793_491_200)
    } finally {
      await anvil.stop()
    }
  })

  test('behavior: a taken port is named in the error ("Address already in use", which a free-port start retries)', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const taken = (blocker.address() as AddressInfo).port
    try {
      await expect(startAnvil({ chainId: 31337, port: taken })).rejects.toThrow(/address already in use/i)
    } finally {
      blocker.close()
    }
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

  test('behavior: anvil dies with its parent even when the parent is SIGKILLed', async () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..')
    const script = `import { startAnvil } from './packages/simulator/src/node/startAnvil.ts'
const a = await startAnvil({ chainId: 10 })
console.log('pid', a.pid)
setInterval(() => {}, 1000)`
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const pid = await new Promise<number>((resolve, reject) => {
      let out = ''
      parent.stdout!.on('data', (d: Buffer) => {
        out += d.toString()
        const m = out.match(/pid (\d+)/)
        if (m) resolve(Number(m[1]))
      })
      parent.once('exit', () => reject(new Error(`parent exited early: ${out}`)))
    })
    expect(alive(pid)).toBe(true)
    parent.kill('SIGKILL')
    const deadline = Date.now() + 3000
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(alive(pid)).toBe(false)
  })
})
