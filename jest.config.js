// ESM jest (see docs/development.md): run through `npm test`, which sets --experimental-vm-modules.
/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': swc,
    // ESM-only packages that CommonJS dependencies require() (content-disposition via @fastify/static,
    // cookie via light-my-request): compile them to CommonJS for jest's module system.
    'node_modules/(content-disposition|cookie)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
