import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';

/** Structured JSON logs (pino), one logger shared by Nest and Fastify. */
export function createPino(level: string): Pino {
  return pino({ level, base: { service: 'tcg-rules' }, timestamp: pino.stdTimeFunctions.isoTime });
}

export class PinoLoggerService implements LoggerService {
  constructor(private readonly pino: Pino) {}
  log(message: unknown, context?: string): void {
    this.pino.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.pino.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, String(message));
  }
}
