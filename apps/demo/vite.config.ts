import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo site. `vite build` writes dist/, which the demo server (server/main.ts) serves beside the API-key
// proxy; the browser only ever talks to that one origin.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
})
