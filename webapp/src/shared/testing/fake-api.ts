/**
 * A fetch answering by "METHOD path" (the query string included, /api/v1 left off); anything
 * else 404s. Pages under test keep their real API calls: only the network is faked.
 */
export function fakeApi(answers: Record<string, () => Response>) {
  return async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.replace("/api/v1", "")}`;
    const answer = answers[key];
    return answer ? answer() : new Response(JSON.stringify({ message: `no ${key}` }), { status: 404 });
  };
}

export const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

/** The JSON bodies a faked fetch was sent, for one "METHOD path". */
export function sentBodies(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .map(([url, init]) => [String(url), init as RequestInit | undefined] as const)
    .filter(([url, init]) => (init?.method ?? "GET") === method && url === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));
}
