import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The parameters of each failed query in an error's chain of causes, itself first, as the query layer wrote them into
 * its message (`params: …`): what the log must leave out (lib/log-serializers.ts).
 */
export function failedQueryParametersIn(error: unknown): string[] {
  const found: string[] = [];
  for (let link = error; link instanceof Error && found.length < 10; link = link.cause) {
    if (link instanceof DrizzleQueryError) found.push(String(link.params));
  }
  return found;
}
