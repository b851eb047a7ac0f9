// The same layout and providers without any crosspay component: the baseline the weight figures compare with.
export default function ProvidersOnly() {
  return <main>No crosspay component here.</main>
}
