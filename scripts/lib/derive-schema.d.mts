// Types for derive-schema.mjs (imported by libs/catalog/test/db.spec.ts).
export declare const PROVIDERS: readonly ['sqlite', 'postgresql'];
export declare const PATHS: {
  source: string;
  schema: Record<'sqlite' | 'postgresql', string>;
  config: Record<'sqlite' | 'postgresql', string>;
  migrations: Record<'sqlite' | 'postgresql', string>;
  generated: Record<'sqlite' | 'postgresql', string>;
};
export declare const DERIVED_HEADER: string;
export declare function deriveSchema(source: string, provider?: 'sqlite' | 'postgresql'): string;
export declare function readSource(): string;
