import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const NO_FEATURES = {
  group: ['~/features', '~/features/*', '**/features', '**/features/*'],
  message: 'Only routes and features import features (src/server, ui, content and domain never do).',
}
const NO_ROUTES = {
  group: ['~/routes', '~/routes/*', '**/routes', '**/routes/*'],
  message: 'Nothing imports route files.',
}
/** Mantine 9.7 components that write invalid markup: src/ui has wrappers that draw them validly. */
const MANTINE_INVALID_MARKUP = {
  name: '@mantine/core',
  importNames: ['ThemeIcon', 'Burger'],
  message:
    'Use ~/ui/theme-icon/theme-icon or ~/ui/burger/burger: Mantine 9.7 leaks props onto the DOM or nests a div in a button.',
}
const NO_UI = {
  group: ['~/ui', '~/ui/*', '**/ui', '**/ui/*'],
  message: 'Server, content and domain code never import UI blocks.',
}
const NO_CONTENT = {
  group: ['~/content', '~/content/*', '**/content', '**/content/*'],
  message: 'Domain is the bottom layer: it imports no content.',
}
const NO_SERVER_CODE = {
  group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
  message: 'Only server functions (*.functions.ts) and server routes import *.server modules; call a server function.',
}
const NO_SERVER_FOLDER = {
  group: ['~/server', '~/server/*', '**/server/*', '!@tanstack/**'],
  message: 'Only server functions (*.functions.ts) and server routes import src/server; call a server function.',
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
      'public/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Import boundaries (ARCHITECTURE.md): routes -> features -> ui -> domain; server -> domain;
  // content -> domain. One object per group of files, since a later `no-restricted-imports`
  // replaces an earlier one for the same file instead of adding to it.
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FEATURES, NO_ROUTES, NO_UI] }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_FEATURES, NO_ROUTES, NO_UI, NO_CONTENT, NO_SERVER_CODE, NO_SERVER_FOLDER] },
      ],
    },
  },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_FEATURES, NO_ROUTES, NO_UI, NO_SERVER_CODE, NO_SERVER_FOLDER] },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [MANTINE_INVALID_MARKUP], patterns: [NO_FEATURES, NO_ROUTES, NO_SERVER_CODE, NO_SERVER_FOLDER] },
      ],
    },
  },
  {
    // Components never import server code; only server functions (*.functions.ts) and server
    // routes (the plain .ts route files, which answer HTTP directly) do.
    files: ['src/features/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    ignores: ['src/features/**/*.functions.ts', 'src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [MANTINE_INVALID_MARKUP], patterns: [NO_SERVER_CODE, NO_SERVER_FOLDER] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/support/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        globalThis: 'readonly',
        URL: 'readonly',
        Headers: 'readonly',
        Response: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: { 'no-console': 'off' },
  },
)
