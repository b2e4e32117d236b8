import { describe, expect, it } from 'vitest';
import { eventStreamParser, type StreamMessage } from '../../../src/lib/notices/event-stream.ts';

function parse(chunks: string[]): { messages: StreamMessage[]; retries: number[] } {
  const messages: StreamMessage[] = [];
  const retries: number[] = [];
  const parser = eventStreamParser(
    (message) => messages.push(message),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries };
}

describe('eventStreamParser', () => {
  it.each<[string, string[], StreamMessage[]]>([
    [
      'one event',
      ['id: 7\nevent: notice\ndata: {"id":7}\n\n'],
      [{ id: '7', event: 'notice', data: '{"id":7}' }],
    ],
    [
      'an event split across chunks',
      ['id: 8\nev', 'ent: notice\ndata: {"id"', ':8}\n', '\n'],
      [{ id: '8', event: 'notice', data: '{"id":8}' }],
    ],
    ['an event without id or name', ['data: {"unread":2}\n\n'], [{ event: 'message', data: '{"unread":2}' }]],
    [
      'a heartbeat comment, then an event',
      [':\n\n', 'event: changed\ndata: {}\n\n'],
      [{ event: 'changed', data: '{}' }],
    ],
    [
      'CRLF line ends',
      ['id: 9\r\nevent: notice\r\ndata: x\r\n\r\n'],
      [{ id: '9', event: 'notice', data: 'x' }],
    ],
    ['data over several lines', ['data: a\ndata: b\n\n'], [{ event: 'message', data: 'a\nb' }]],
    ['an unfinished block, held back', ['id: 10\nevent: notice\ndata: x\n'], []],
  ])('reads %s', (_, chunks, expected) => {
    expect(parse(chunks).messages).toEqual(expected);
  });

  it('reports the retry hint and dispatches nothing for it', () => {
    expect(parse(['retry: 5000\n\n'])).toEqual({ messages: [], retries: [5000] });
  });
});
