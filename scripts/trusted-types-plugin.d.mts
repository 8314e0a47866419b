import type { Plugin } from 'vite';
export function trustedTypesPlugin(): Plugin;
