export default function Home() {
  return <main>People Search</main>;
}
