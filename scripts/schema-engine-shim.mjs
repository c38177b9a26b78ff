#!/usr/bin/env node
// Offline stand-in for Prisma's native `schema-engine` binary.
//
// scripts/prisma.mjs points PRISMA_SCHEMA_ENGINE_BINARY here (only when that variable is not
// already set, so machines with internet can keep the native engine). The Prisma CLI then spawns
// this script exactly as it would spawn the binary:
//
//   schema-engine --version
//   schema-engine [--datamodels <file>]... [--datasource <json>] cli <can-connect-to-database|create-database|drop-database>
//   schema-engine [--datamodels <file>]... [--datasource <json>]      (JSON-RPC 2.0, one JSON object per line on stdin/stdout)
//
// JSON-RPC requests are forwarded to @prisma/schema-engine-wasm (the same engine compiled to
// WebAssembly) running over the project's driver adapters: see scripts/lib/wasm-schema-engine.mjs.
// Logs go to stderr as JSON lines, the format the CLI parses for error messages.
import { readFileSync, rmSync } from 'node:fs';
import readline from 'node:readline';
import {
  EngineUserError,
  canConnectToDatabase,
  createDatabase,
  createSchemaEngine,
  dropDatabase,
  loadSchemaEngineWasm,
} from './lib/wasm-schema-engine.mjs';
import { providerFromUrl, sqliteFilePath } from './lib/db-url.mjs';

function parseArgs(argv) {
  const out = { datamodels: [], datasource: undefined, cli: undefined, version: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--version' || a === '-V') out.version = true;
    else if (a === '--datamodels' || a === '-d') out.datamodels.push(argv[++i]);
    else if (a === '--datasource') out.datasource = JSON.parse(argv[++i]);
    else if (a === '--enabled-preview-features' || a === '--extension-types') i++;
    else if (a === 'cli') {
      out.cli = argv[++i];
    }
  }
  return out;
}

function logLine(level, fields, target = 'schema_engine::logger') {
  process.stderr.write(JSON.stringify({ timestamp: new Date().toISOString(), level, fields, target }) + '\n');
}

function datamodelProvider(datamodels) {
  for (const [, content] of datamodels) {
    const m = /datasource\s+\w+\s*\{[^}]*provider\s*=\s*"(\w+)"/m.exec(content);
    if (m) return m[1];
  }
  return undefined;
}

async function runCliCommand(args) {
  // The CLI skips the first stderr line (the native engine's start-up log) when it looks for errors.
  logLine('INFO', { message: 'Starting schema engine CLI (wasm shim)' }, 'schema_engine_cli');
  const url = args.datasource?.url;
  if (!url) {
    logLine('ERROR', { message: 'The datasource URL is missing (--datasource).', error_code: 'P1012' });
    return 1;
  }
  try {
    switch (args.cli) {
      case 'can-connect-to-database':
        await canConnectToDatabase(url);
        return 0;
      case 'create-database': {
        const name = await createDatabase(url);
        process.stdout.write(`Database '${name}' was successfully created.\n`);
        return 0;
      }
      case 'drop-database':
        await dropDatabase(url);
        process.stdout.write('The database was successfully dropped.\n');
        return 0;
      default:
        logLine('ERROR', { message: `Unknown schema-engine cli command: ${args.cli}` });
        return 1;
    }
  } catch (e) {
    logLine('ERROR', { message: e?.message ?? String(e), ...(e?.code ? { error_code: e.code } : {}) });
    return 1;
  }
}

function rpcError(e) {
  const isPanic = e instanceof WebAssembly.RuntimeError || /panicked|unreachable/i.test(String(e?.message));
  const code = typeof e?.code === 'string' && /^P\d{4}$/.test(e.code) ? e.code : undefined;
  return {
    code: 4466,
    message: 'An error happened. Check the data field for details.',
    data: {
      is_panic: isPanic,
      message: e?.message ?? String(e),
      ...(code ? { error_code: code, meta: e.meta ?? {} } : {}),
      ...(isPanic ? { error: { message: e?.message ?? String(e) } } : {}),
    },
  };
}

async function runRpc(args) {
  const datamodels = args.datamodels.map((p) => [p, readFileSync(p, 'utf8')]);
  const ds = args.datasource ?? {};
  let url = ds.url;
  if (!url) {
    // No datasource (e.g. `migrate diff --from-empty --to-schema`): an in-memory SQLite database
    // is enough for SQLite schemas; other providers need a real server.
    if ((datamodelProvider(datamodels) ?? 'sqlite') === 'sqlite') url = 'file::memory:';
  }

  const out = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');
  const log = (line) => process.stderr.write(String(line).replace(/\n+$/, '') + '\n');

  let enginePromise;
  const engine = () => {
    if (!url) throw new EngineUserError('P1012', 'The datasource URL is missing: set it in the Prisma config file.');
    enginePromise ??= createSchemaEngine({ datamodels, url, shadowDatabaseUrl: ds.shadowDatabaseUrl, log });
    return enginePromise;
  };

  // Requests the engine sends to the CLI (only `print`), waiting for the CLI's answer.
  let nextOwnId = 1_000_000_000;
  const pendingOwn = new Map();
  const askCli = (method, params) =>
    new Promise((resolve) => {
      const id = nextOwnId++;
      pendingOwn.set(id, resolve);
      out({ jsonrpc: '2.0', id, method, params });
    });

  const handlers = {
    async getDatabaseVersion() {
      return (await engine()).version();
    },
    async getDatabaseDescription() {
      throw new Error('getDatabaseDescription is not supported by the wasm schema engine');
    },
    async createDatabase(params) {
      const target = params?.datasource?.tag === 'ConnectionString' ? params.datasource.url : url;
      return { databaseName: await createDatabase(target) };
    },
    async reset(params) {
      // The wasm engine cannot delete a SQLite file and leaves the tables in place; the native
      // engine resets SQLite by recreating the file. Do that while the engine holds no connection.
      if (!enginePromise && url && providerFromUrl(url) === 'sqlite' && sqliteFilePath(url) !== ':memory:') {
        const file = sqliteFilePath(url);
        for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true });
        await createDatabase(url);
        return null;
      }
      return (await engine()).reset(params);
    },
    async debugPanic() {
      (await engine()).debugPanic();
    },
    async diff(params) {
      const result = await (await engine()).diff(params);
      // The native engine prints the diff through the CLI instead of returning it.
      if (typeof result?.stdout === 'string') await askCli('print', { content: result.stdout.replace(/\n$/, '') });
      return { ...result, stdout: null };
    },
  };

  let fatal = false;
  const handle = async (req) => {
    try {
      const fn = handlers[req.method];
      let result;
      if (fn) result = await fn(req.params);
      else {
        const e = await engine();
        if (typeof e[req.method] !== 'function') {
          out({ jsonrpc: '2.0', id: req.id, error: { code: -32601, message: `Method not found: ${req.method}` } });
          return;
        }
        result = await e[req.method](req.params ?? {});
      }
      out({ jsonrpc: '2.0', id: req.id, result: result ?? null });
    } catch (e) {
      const error = rpcError(e);
      if (error.data.is_panic) fatal = true;
      logLine('ERROR', { message: error.data.message, ...(error.data.error_code ? { error_code: error.data.error_code } : {}) });
      out({ jsonrpc: '2.0', id: req.id, error });
    }
  };

  // Requests run one after the other, in arrival order, like the native engine.
  let chain = Promise.resolve();
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    if (!line.trim()) return;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      logLine('ERROR', { message: `Invalid JSON-RPC message: ${line.slice(0, 200)}` });
      return;
    }
    if (msg.method === undefined && pendingOwn.has(msg.id)) {
      pendingOwn.get(msg.id)(msg.result);
      pendingOwn.delete(msg.id);
      return;
    }
    chain = chain.then(() => handle(msg));
  });
  await new Promise((resolve) => rl.on('close', resolve));
  await chain;
  // Close the database connections before exiting (the engine owns the adapters).
  if (enginePromise) {
    try {
      const e = await enginePromise;
      e.free?.();
    } catch {
      /* engine failed to start: already reported */
    }
  }
  return fatal ? 101 : 0;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.version) {
    const bg = await loadSchemaEngineWasm();
    process.stdout.write(`schema-engine-cli ${bg.version()} (wasm shim)\n`);
    return 0;
  }
  if (args.cli) return runCliCommand(args);
  return runRpc(args);
}

main().then(
  (code) => process.exit(code),
  (e) => {
    logLine('ERROR', { message: e?.stack ?? String(e) });
    process.exit(1);
  },
);
