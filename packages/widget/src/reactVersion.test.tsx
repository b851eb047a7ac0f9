import { render, screen } from '@testing-library/react'
import { version } from 'react'
import { version as domVersion } from 'react-dom'
import { describe, expect, test } from 'vitest'
import { AmountInput } from './parts/AmountInput/AmountInput'

// The component tests run twice: on React 19 (project `widget`) and on React 18.3 (`widget-react18`, which sets
// CROSSPAY_REACT_MAJOR). This pins that each run really uses the React it claims.
const expectedMajor = process.env.CROSSPAY_REACT_MAJOR ?? '19'

describe('React', () => {
  test('default: the run uses one React of the expected major, and a component renders on it', () => {
    expect(version.split('.')[0]).toBe(expectedMajor)
    expect(domVersion).toBe(version)
    render(<AmountInput decimals={6} defaultValue="1.5" />)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.5')
  })
})
