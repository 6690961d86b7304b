// Preloaded into the soak's server (with --expose-gc): SIGUSR2 runs a full garbage collection, so
// the soak can collect between bursts exactly when it chooses.
process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') globalThis.gc();
});
