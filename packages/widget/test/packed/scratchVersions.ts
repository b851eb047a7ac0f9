/**
 * Exact versions of what the scratch apps install from the npm registry besides the packed tarballs, as
 * toolchain.md lists them for this machine: shared by the packed test and the size budgets.
 */
export const scratchVersions = {
  react19: { react: '19.3.1', 'react-dom': '19.3.1' },
  react18: { react: '18.3.1', 'react-dom': '18.3.1' },
  host: { '@tanstack/react-query': '5.108.0', viem: '2.57.1', wagmi: '3.7.7' },
  build: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
  types: { typescript: '6.0.3', '@types/react': '19.3.0', '@types/react-dom': '19.3.0' },
} as const
