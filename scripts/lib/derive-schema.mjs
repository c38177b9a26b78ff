// One source of truth: prisma/schema.prisma (provider "sqlite"). The PostgreSQL schema is derived
// from it by swapping exactly two things: the datasource provider and the generator output folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './db-url.mjs';

export const PROVIDERS = /** @type {const} */ (['sqlite', 'postgresql']);

export const PATHS = {
  source: path.join(REPO_ROOT, 'prisma', 'schema.prisma'),
  schema: {
    sqlite: path.join(REPO_ROOT, 'prisma', 'schema.prisma'),
    postgresql: path.join(REPO_ROOT, 'prisma', 'postgresql', 'schema.prisma'),
  },
  config: {
    sqlite: path.join(REPO_ROOT, 'prisma', 'sqlite.config.mjs'),
    postgresql: path.join(REPO_ROOT, 'prisma', 'postgresql.config.mjs'),
  },
  migrations: {
    sqlite: path.join(REPO_ROOT, 'prisma', 'migrations', 'sqlite'),
    postgresql: path.join(REPO_ROOT, 'prisma', 'migrations', 'postgresql'),
  },
  generated: {
    sqlite: path.join(REPO_ROOT, 'generated', 'prisma', 'sqlite'),
    postgresql: path.join(REPO_ROOT, 'generated', 'prisma', 'postgresql'),
  },
};

export const DERIVED_HEADER =
  '// GENERATED FILE, DO NOT EDIT. Derived from prisma/schema.prisma by `npm run prisma -- derive`\n' +
  '// (datasource provider and generator output swapped for PostgreSQL). Edit prisma/schema.prisma instead.\n\n';

function replaceOnce(text, re, replacer, what) {
  const matches = text.match(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'));
  if (!matches || matches.length !== 1) {
    throw new Error(`derive: expected exactly one ${what} in prisma/schema.prisma, found ${matches?.length ?? 0}`);
  }
  return text.replace(re, replacer);
}

/** The PostgreSQL schema text for a given source schema text. Throws when the source is not provider-neutral. */
export function deriveSchema(source, provider = 'postgresql') {
  if (provider === 'sqlite') return source;
  const native = /@db\.\w+/.exec(source);
  if (native) {
    throw new Error(`derive: prisma/schema.prisma must stay provider-neutral; found native type ${native[0]}`);
  }
  let out = replaceOnce(
    source,
    /(datasource\s+\w+\s*\{[^}]*?provider\s*=\s*)"sqlite"/,
    `$1"${provider}"`,
    'datasource block with provider = "sqlite"',
  );
  out = replaceOnce(
    out,
    /(generator\s+client\s*\{[^}]*?output\s*=\s*)"([^"]+)"/,
    (_m, head, output) => {
      const abs = path.resolve(path.dirname(PATHS.schema.sqlite), output);
      if (path.basename(abs) !== 'sqlite') {
        throw new Error(`derive: the generator output must end with /sqlite (found "${output}")`);
      }
      const target = path.join(path.dirname(abs), provider);
      const rel = path.relative(path.dirname(PATHS.schema[provider]), target).split(path.sep).join('/');
      return `${head}"${rel}"`;
    },
    'generator client block with an output',
  );
  return DERIVED_HEADER + out;
}

export function readSource() {
  return readFileSync(PATHS.source, 'utf8');
}
