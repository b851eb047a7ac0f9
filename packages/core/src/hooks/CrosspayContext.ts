'use client'
import { createContext } from 'react'
import type { CrosspayClient } from '../api/CrosspayClient'

/** React context holding the {@link CrosspayClient} of the nearest `CrosspayProvider` (undefined outside one). */
export const CrosspayContext = createContext<CrosspayClient | undefined>(undefined)
