import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { timingSafeEqual, createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ProblemError } from './problem.js';

/** Writes to the catalog need `Authorization: Bearer <ADMIN_TOKEN>` (or `X-Admin-Token`). */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req =
      context.getType<string>() === 'graphql'
        ? GqlExecutionContext.create(context).getContext<{ req: { headers: Record<string, string | string[] | undefined> } }>().req
        : context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    const expected = this.config.adminToken;
    if (!expected) {
      throw new ProblemError(403, 'admin-disabled', 'Forbidden', 'Catalog writes over the API are disabled on this server: the operator has not set ADMIN_TOKEN.');
    }
    const auth = header(req.headers, 'authorization');
    const given = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : header(req.headers, 'x-admin-token');
    if (!given) throw new ProblemError(401, 'unauthorized', 'Unauthorized', 'This operation needs the admin token: send "Authorization: Bearer <ADMIN_TOKEN>".');
    if (!sameSecret(given, expected)) throw new ProblemError(401, 'unauthorized', 'Unauthorized', 'The admin token is wrong.');
    return true;
  }
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
