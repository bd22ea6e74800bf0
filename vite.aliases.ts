import { fileURLToPath } from 'node:url';

const at = (folder: string) => fileURLToPath(new URL(`./${folder}`, import.meta.url));

/** Path aliases shared by Vite, Vitest and tsconfig `paths`. */
export const aliases = {
  '@shared': at('shared'),
  '@runtime': at('runtime'),
  '@studio': at('studio'),
  '@console': at('console'),
  '@server': at('server'),
};
