import type { ESLint } from 'eslint';

declare const peopleStore: ESLint.Plugin;
export default peopleStore;
