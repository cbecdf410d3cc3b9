/** Runs `task` over `items`, at most `limit` at a time (the machines have two cores). */
export async function runInParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
