/**
 * Server-Sent Events as the portal's notice stream sends them (docs/api.md, Live notices), parsed from
 * text as it arrives: the browser reads the stream with `fetch` (the token goes in a header, never the
 * URL), so it parses what `EventSource` would. Plain functions, tested in Node.
 */

export interface StreamMessage {
  /** The `id:` field, when the block had one. */
  id?: string;
  /** `message` when the block named none. */
  event: string;
  data: string;
}

export interface EventStreamParser {
  /** Feeds the next piece of text; calls back for each complete block. */
  push(text: string): void;
}

export function eventStreamParser(
  onMessage: (message: StreamMessage) => void,
  onRetry: (ms: number) => void = () => {},
): EventStreamParser {
  let buffer = '';
  const block = (text: string) => {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const field = at === -1 ? line : line.slice(0, at);
      const value = at === -1 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
    }
    // A block of comments (the heartbeat) or only a retry hint dispatches nothing.
    if (data.length > 0) onMessage({ ...(id === undefined ? {} : { id }), event, data: data.join('\n') });
  };
  return {
    push(text) {
      buffer += text.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        block(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    },
  };
}
