export { installEngineCaches } from './install-engine-caches.ts';
