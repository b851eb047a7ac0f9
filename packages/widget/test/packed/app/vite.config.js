// The scratch app's Vite config: what a host app on Vite + React has, nothing of ours. The chunk-size warning is
// raised past the app's one chunk (React, wagmi, viem and 64 kB of stubbed /chains data), so what vite prints is news.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], logLevel: 'warn', build: { chunkSizeWarningLimit: 1000 } })
