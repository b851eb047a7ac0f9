import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The peer's widget as an integrator bundles it; no source maps, so the CI build stays short.
export default defineConfig({ plugins: [react()], build: { sourcemap: false, chunkSizeWarningLimit: 5000 } })
