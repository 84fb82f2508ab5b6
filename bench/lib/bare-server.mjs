// The baselines of the service benchmarks, each in its own process answering the same JSON (with the
// same status) for any request: a bare Node http server, and an empty NestJS application on Fastify
// (the framework ShelfCheck runs on since session 16, with nothing in it: no guard, no log, no
// database), which shows how much of the gap to bare Node is the framework's own (issue 20).
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

const EMPTY_NEST = `
require('reflect-metadata');
const { All, Controller, HttpCode, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');
const value = JSON.parse(Buffer.from(process.env.BARE_BODY, 'base64').toString('utf8'));
class AnyRoute {
  answer() {
    return value;
  }
}
const answer = Object.getOwnPropertyDescriptor(AnyRoute.prototype, 'answer');
All('*')(AnyRoute.prototype, 'answer', answer);
HttpCode(Number(process.env.BARE_STATUS))(AnyRoute.prototype, 'answer', answer);
Controller()(AnyRoute);
class EmptyModule {}
Module({ controllers: [AnyRoute] })(EmptyModule);
NestFactory.create(EmptyModule, new FastifyAdapter(), { logger: false })
  .then((app) => app.listen(Number(process.env.BARE_PORT), '127.0.0.1'))
  .then(() => process.stdout.write('ready\\n'));
`;

/**
 * The reading list's floor on this machine: a bare Node http server that, per request, does what the
 * route cannot skip, and nothing else: it checks the bearer token's HS256 signature (node:crypto, the
 * key built once), runs the route's one query through \`pg\` (a pool of the server's size, on the same
 * database) and answers \`body\` (the serialised answer, precomputed, so this is a generous floor).
 */
const QUERY_BARE = `
const http = require('node:http');
const { createHmac, createSecretKey, timingSafeEqual } = require('node:crypto');
const { Pool } = require('pg');
const body = Buffer.from(process.env.BARE_BODY, 'base64');
const key = createSecretKey(Buffer.from(process.env.BARE_JWT_SECRET));
const pool = new Pool({ connectionString: process.env.BARE_DATABASE_URL, max: Number(process.env.BARE_POOL_MAX) });
const refuse = (res) => { res.writeHead(401); res.end(); };
http.createServer((req, res) => {
  req.resume();
  const token = (req.headers.authorization || '').slice(7);
  const [head, payload, signature] = token.split('.');
  const expected = createHmac('sha256', key).update(head + '.' + payload).digest();
  const given = Buffer.from(signature || '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse(res);
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  pool.query('select * from reading_list where user_id = $1 order by created_at desc, id desc', [sub]).then(
    () => {
      res.writeHead(Number(process.env.BARE_STATUS), { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    },
    () => { res.writeHead(500); res.end(); },
  );
}).listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/** The bare server plus the reading list's token check and one query (PostgreSQL only: \`databaseUrl\`). */
export function startQueryFloorServer(status, body, { databaseUrl, jwtSecret, poolMax }) {
  return startBaseline(QUERY_BARE, status, body, { BARE_DATABASE_URL: databaseUrl, BARE_JWT_SECRET: jwtSecret, BARE_POOL_MAX: String(poolMax) });
}

/** A bare Node http server answering `body`. */
export function startBareServer(status, body) {
  return startBaseline(PROGRAM, status, body);
}

/** An empty NestJS application on Fastify answering `body` (parsed, then serialized by Nest as a controller's answer is). */
export function startEmptyNestServer(status, body) {
  return startBaseline(EMPTY_NEST, status, body);
}

async function startBaseline(program, status, body, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', program], {
    env: { ...process.env, BARE_PORT: String(port), BARE_STATUS: String(status), BARE_BODY: Buffer.from(body).toString('base64'), ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}
