/**
 * A `fetch` for store tests that records each call and answers from a handler. The request layer
 * itself is tested against real servers (tests/unit/lib); store tests only need to see which call
 * an action made and what it does with the answer.
 */
export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

/** The URL a `fetch` call was given, whichever of its three forms. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export type Answer = { status?: number; body: unknown } | Error;

export const ok = (data: unknown): Answer => ({ body: { success: true, errorCode: 0, errorMsg: '', data } });

export function fakeFetch(handler: (call: RecordedCall) => Answer = () => ok(null)): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: requestUrl(input),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const answer = handler(call);
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetch: fetchImpl, calls };
}
