import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../vitest.shared';

export default defineConfig(projectConfig({ name: 'local' }));
