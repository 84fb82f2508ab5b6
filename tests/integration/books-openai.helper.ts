import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one task (the json_schema name of the request). */
export type FakeMode = 'ok' | 'malformed' | 'refusal' | 'hang' | 'error' | 'garbage' | 'empty' | 'truncated';

export interface FakeRequest {
  readonly task: string;
  readonly auth?: string;
  readonly body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } };
  };
}

/**
 * A local OpenAI-compatible chat-completions server for the tests: POST /v1/chat/completions
 * answers each task (by its response_format schema name) with the fixture JSON set for it, in the
 * mode set for it. Every request is recorded.
 */
export function fakeOpenAi() {
  const answers = new Map<string, { mode: FakeMode; json?: unknown }>();
  const requests: FakeRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const body = JSON.parse(raw) as FakeRequest['body'];
      const task = body.response_format?.json_schema?.name ?? '(none)';
      requests.push({ task, auth: req.headers.authorization, body });
      const { mode, json } = answers.get(task) ?? { mode: 'error' as FakeMode };
      const reply = (message: Record<string, unknown>, finish = 'stop') => ({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', refusal: null, ...message } }],
      });
      const send = (payload: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      switch (mode) {
        case 'ok':
          return void send(reply({ content: JSON.stringify(json) }));
        case 'malformed':
          return void send(reply({ content: '{"status": "one", "books": [{"title": "Unclosed' }));
        case 'refusal':
          return void send(reply({ content: null, refusal: "I'm sorry, I can't help with that." }));
        case 'empty':
          return void send(reply({ content: '' }));
        case 'truncated':
          return void send(reply({ content: '{"answer": "It is a long sto' }, 'length'));
        case 'garbage':
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": "no", "unexpected": [1, 2');
        case 'error':
          return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        case 'hang':
          return void hanging.push(res); // never answers: the client's timeout must end it
      }
    });
  });
  return {
    requests,
    /** Sets the mode (and fixture JSON) of one task. */
    on: (task: string, mode: FakeMode, json?: unknown) => answers.set(task, { mode, json }),
    /** Ends the oldest call held by 'hang' (its socket is cut, so the client fails at once); false when none is held. */
    releaseOldest: (): boolean => {
      const res = hanging.shift();
      res?.destroy();
      return res !== undefined;
    },
    reset: () => {
      answers.clear();
      requests.length = 0;
    },
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((r) => r.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
