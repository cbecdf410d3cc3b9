/** Fails unless both servers answer `path` with 200 and the very same JSON text. */
export async function assertSameJson(path: string, nestOrigin: string, plainOrigin: string): Promise<void> {
  const read = async (origin: string) => {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
    if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}`);
    return response.text();
  };
  const [nest, plain] = await Promise.all([read(nestOrigin), read(plainOrigin)]);
  if (nest !== plain) {
    throw new Error(
      `GET ${path}: the plain server's JSON differs from the API's (${plain.length} vs ${nest.length} characters)`,
    );
  }
}
