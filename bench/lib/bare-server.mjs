// The baseline of the service benchmarks: a bare Node http server, in its own process, answering
// the same JSON bytes (with the same status and content type) for any request.
import { spawn } from 'node:child_process';
import { freePort } from './server-process.mjs';

const PROGRAM = `
const http = require('node:http');
const body = Buffer.from(process.env.BARE_BODY, 'base64');
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(Number(process.env.BARE_STATUS), { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

export async function startBareServer(status, body) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', PROGRAM], {
    env: { ...process.env, BARE_PORT: String(port), BARE_STATUS: String(status), BARE_BODY: Buffer.from(body).toString('base64') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}
