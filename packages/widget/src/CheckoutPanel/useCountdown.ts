'use client'
import { useEffect, useState } from 'react'

/** Milliseconds left until `deadline` (never below 0), updated every second while there is time left. */
export function useCountdown(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  const left = deadline === undefined ? undefined : Math.max(0, deadline - now)
  useEffect(() => {
    if (!left) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left])
  return left
}
