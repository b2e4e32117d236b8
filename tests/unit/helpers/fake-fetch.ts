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

export type Answer = { status?: number; body: unknown } | Error;

export const ok = (data: unknown): Answer => ({ body: { success: true, errorCode: 0, errorMsg: '', data } });

export function fakeFetch(handler: (call: RecordedCall) => Answer = () => ok(null)): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const answer = handler(call);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
