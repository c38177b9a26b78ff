import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProblemError } from '../common/problem.js';

/** The playground's files (built by scripts/build-playground.mjs) and their types. */
const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
};

/** Only this origin: the page makes no external request (no CDN, no fonts, no analytics). */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** dist/playground next to the running code (dist/apps/api/src/playground) or under the working directory (tests, tsx). */
export function playgroundDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [process.env.PLAYGROUND_DIR, join(here, '..', '..', '..', '..', 'playground'), join(here, '..', '..', '..', '..', 'dist', 'playground'), join(process.cwd(), 'dist', 'playground')];
  return candidates.filter((c): c is string => !!c).map((c) => resolve(c)).find((c) => existsSync(join(c, 'index.html')) && existsSync(join(c, 'app.js')));
}

/**
 * `GET /play`: the playground page (apps/playground, plain TypeScript bundled by esbuild), served from memory.
 * Not part of the REST API (excluded from the OpenAPI document); linked from `GET /`.
 */
@ApiExcludeController()
@Controller('play')
export class PlaygroundController {
  private readonly cache = new Map<string, Buffer>();

  @Get()
  @Header('cache-control', 'no-cache')
  page(@Res() reply: FastifyReply): void {
    this.send(reply, 'index.html');
  }

  @Get(':file')
  @Header('cache-control', 'no-cache')
  asset(@Param('file') file: string, @Res() reply: FastifyReply): void {
    if (!(file in FILES) || file === 'index.html') throw new ProblemError(404, 'not-found', 'Not Found', `The playground has no file "${file.slice(0, 40)}".`);
    this.send(reply, file);
  }

  private send(reply: FastifyReply, file: string): void {
    let body = this.cache.get(file);
    if (!body) {
      const dir = playgroundDir();
      if (!dir) throw new ProblemError(503, 'playground-not-built', 'Playground not built', 'The playground assets are missing: run `npm run build` (or `node scripts/build-playground.mjs`).');
      body = readFileSync(join(dir, file));
      this.cache.set(file, body);
    }
    void reply
      .header('content-type', FILES[file]!)
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }
}
