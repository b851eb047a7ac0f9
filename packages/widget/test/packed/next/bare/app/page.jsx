export default function Page() {
  return <main>A bare Next.js page.</main>
}
