#!/usr/bin/env node
// Runs the emulator's TypeScript CLI through tsx (the package ships sources, resolved with the `source` condition).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
