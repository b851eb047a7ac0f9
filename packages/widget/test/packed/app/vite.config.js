// The scratch app's Vite config: what a host app on Vite + React has, nothing of ours.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], logLevel: 'warn' })
