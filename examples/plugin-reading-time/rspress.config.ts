import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginReadingTime } from './src/index.ts';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'Reading time demo',
  plugins: [pluginReadingTime({ wordsPerMinute: 220 })],
});
