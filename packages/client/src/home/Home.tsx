export function Home() {
  return <p>Home</p>;
}
