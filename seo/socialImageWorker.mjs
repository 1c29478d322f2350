// A worker thread that draws social images (seo/socialImageBuild.ts runs two on two cores).
// Plain JavaScript so that Node starts it as it is, whatever loads the TypeScript of the main
// thread (Rsbuild's config loader, Vitest); it registers tsx, the TypeScript loader the build
// already uses, and runs socialImageRender.ts. workerData: { cards, siteName }; it posts back
// { pngs } in the cards' order, or { error }.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
try {
  const { CardRenderer } = await import('./socialImageRender.ts');
  const renderer = await CardRenderer.create(workerData.cards, workerData.siteName);
  const pngs = [];
  for (const card of workerData.cards) pngs.push(await renderer.render(card));
  parentPort.postMessage({ pngs });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
