#!/usr/bin/env node
// Runs the explorer's TypeScript back end through tsx (workspace packages resolve to their sources).
import { register } from 'tsx/esm/api';

register();
await import('../server/main.ts');
