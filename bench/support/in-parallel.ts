/** Runs `work` for every index below `count`, `width` at a time; the results in index order. */
export async function inParallel<T>(count: number, width: number, work: (index: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) results[index] = await work(index);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}
