// Loaded with `--require` into every process of the Node 24 test run: better-sqlite3's addon in
// node_modules is built for the Node release that installed it, so its load is pointed at the
// copy built for Node 24, leaving the installed one untouched for the main run.
const addon = process.env.RESUMIO_BETTER_SQLITE3_ADDON;
if (addon) {
  const dlopen = process.dlopen;
  process.dlopen = function (module, filename, ...rest) {
    const target = filename.replaceAll('\\', '/').endsWith('/build/Release/better_sqlite3.node')
      ? addon
      : filename;
    return dlopen.call(this, module, target, ...rest);
  };
}
