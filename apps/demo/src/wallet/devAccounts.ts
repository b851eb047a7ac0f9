/**
 * The development wallet's accounts: anvil's default test accounts (public keys of the `test … junk` mnemonic,
 * never for real funds), by their anvil index. The local anvil chains hold their keys and sign for them. #7 is
 * the embedded simulator's sponsorship wallet of `demo-key`: connect it to claim app fees.
 */
export const devAccounts = [
  { index: 0, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  { index: 1, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { index: 2, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
  { index: 3, address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' },
  { index: 4, address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' },
  { index: 5, address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' },
  { index: 7, address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', note: 'sponsorship wallet' },
] as const satisfies readonly { index: number; address: `0x${string}`; note?: string }[]
