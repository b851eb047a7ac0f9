import type { Address } from 'viem'

/**
 * anvil's well-known test accounts #0–#5 (the `test … junk` mnemonic): the simulator funds them on its virtual
 * chains and signs for them, as anvil does. Public test keys, never for real funds.
 */
export const storyAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
] as const satisfies readonly Address[]
