export const metadata = { title: "Baseline", description: "A bare static page." };

export default function Page() {
  return <h1>Baseline</h1>;
}
