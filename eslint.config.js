import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { GENERATED_FOLDERS } from './scripts/lib/generatedFolders.mjs';

/** Imports each layer may not make (no-restricted-imports patterns). */
const LAYERS = {
  pure: [
    { regex: '^(react|react-dom)(/.*)?$', message: 'src/domain and src/contracts are pure: no React.' },
    { regex: '^@mui/', message: 'src/domain and src/contracts are pure: no MUI.' },
    { regex: '^(react-admin|ra-.*)(/.*)?$', message: 'src/domain and src/contracts are pure: no react-admin.' },
    { regex: '(^|/)server(/|$)', message: 'src/domain and src/contracts import no server code.' },
  ],
  sharedKit: [{ regex: '(^|/)resources(/|$)', message: 'src/ui is the shared kit: it takes what varies as props, it imports no resource.' }],
  server: [{ regex: '(^|/)src/(?!domain/|contracts/)', message: 'server/ imports only src/domain and src/contracts from the console.' }],
  // issue 27: the job worker knows no area; shared server code imports no service (it publishes through server/events/port.ts)
  jobs: [
    {
      regex: '(^|/)(routes|services)(/|$)',
      message: 'server/jobs/ knows no area: an area registers its jobs in its jobs.ts (a JobArea) and buildApp collects them.',
    },
  ],
  sharedServer: [
    {
      regex: '(^|/)routes(/|$)',
      message: 'Shared server code imports no route area: an area uses the shared code, never the other way round.',
    },
    {
      regex: '(^|/)services(/|$)',
      message: 'Shared server code imports no service: publish what happened through the event port (server/events/port.ts); the service subscribes.',
    },
  ],
};

/**
 * Issue 27, access checked one way: a permission flag or a dev flag that shows or hides something is a rule in the resource's
 * definition.ts (or the custom page's, src/customRoutes/pages.ts), checked through authProvider.canAccess; only the access
 * module reads the flags (src/domain/access.ts, the current user in src/auth/ and src/authProvider.ts).
 */
const ACCESS_MESSAGE = "Declare the rule in the resource's definition.ts and check it with react-admin's useCanAccess / <CanAccess> (src/domain/access.ts).";
const ACCESS_SYNTAX = [
  { selector: "ImportSpecifier[imported.name=/^(usePermissions|useGetPermissions)$/]", message: `No component reads the permissions itself. ${ACCESS_MESSAGE}` },
  { selector: 'MemberExpression[property.name=/^(flags|devFlags)$/]', message: `No component reads permission flags or dev flags itself. ${ACCESS_MESSAGE}` },
  { selector: "ImportSpecifier[imported.name=/^(DEV_FLAGS|PERMISSION_FLAGS|toPermissionFlags)$/]", message: `A flag is named in a definition's rule only. ${ACCESS_MESSAGE}` },
];
const ACCESS_MODULE = ['src/domain/access.ts', 'src/domain/permissions.ts', 'src/domain/devFlags.ts', 'src/contracts/currentUser.ts', 'src/auth/**', 'src/authProvider.ts', 'src/resources/*/definition.ts', 'src/customRoutes/pages.ts'];

/** The server's shared folders (../shared/ARCHITECTURE.md "cross-cutting only"): none imports a service. */
const SHARED_SERVER = ['audit', 'outbox', 'outbound', 'jobs', 'http', 'db', 'lists', 'auth', 'events', 'adapters', 'geo', 'search', 'tracking'];

export default tseslint.config(
  // what the project's commands generate (the server bundle in build/ above all) is never linted
  { ignores: ['node_modules/', ...GENERATED_FOLDERS.map((folder) => `${folder}/`)] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // the layers of ../shared/ARCHITECTURE.md (issue 14); tests/unit/lint.layers.test.ts proves each rule
  {
    files: ['src/domain/**/*.{ts,tsx}', 'src/contracts/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: LAYERS.pure }] },
  },
  { files: ['src/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: LAYERS.sharedKit }] } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: LAYERS.server }] } },
  // a later block replaces the rule's options: each repeats the server's own patterns
  {
    files: SHARED_SERVER.map((folder) => `server/${folder}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [...LAYERS.server, ...LAYERS.sharedServer] }] },
  },
  { files: ['server/jobs/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...LAYERS.server, ...LAYERS.jobs] }] } },
  // issue 27: access checked one way; tests/unit/lint.access.test.ts proves the rule
  { files: ['src/**/*.{ts,tsx}'], ignores: ACCESS_MODULE, rules: { 'no-restricted-syntax': ['error', ...ACCESS_SYNTAX] } },
  // issue 28: a component test waits for its condition under the suite's one generous ceiling (tests/components/setup.ts),
  // never under a time-out of its own tuned to this machine's speed
  {
    files: ['tests/components/**/*.{ts,tsx}'],
    ignores: ['tests/components/setup.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name=/^(waitFor|findBy|findAllBy)/] Property[key.name='timeout']", message: 'Wait on the condition; the ceiling is set once in tests/components/setup.ts.' },
        { selector: "CallExpression[callee.property.name=/^(findBy|findAllBy)/] > ObjectExpression > Property[key.name='timeout']", message: 'Wait on the condition; the ceiling is set once in tests/components/setup.ts.' },
        { selector: "CallExpression[callee.name='configure'] Property[key.name='asyncUtilTimeout']", message: 'The ceiling is set once in tests/components/setup.ts.' },
      ],
    },
  },
);
