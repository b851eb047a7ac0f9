/** Props of {@link UnwiredSlot}. */
export type UnwiredSlotProps = {
  /** The @crosspay/widget component this slot is for (`SwapPanel`, `RequestHistory`, ...). */
  component: string
  /** What the component will show here once wired. */
  purpose: string
}

/**
 * A page's place for a widget component that has not landed in @crosspay/widget yet: says so plainly and
 * renders nothing that imitates the component.
 */
export function UnwiredSlot({ component, purpose }: UnwiredSlotProps) {
  return (
    <section className="demo-slot" data-slot={component} data-state="unwired" aria-label={component}>
      <p>
        <strong>{component}</strong> is not wired yet: it has not landed in <code>@crosspay/widget</code>.
      </p>
      <p>{purpose}</p>
    </section>
  )
}
