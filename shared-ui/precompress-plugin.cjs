// Writes a .br and a .gz beside every built text file worth compressing, once per build, so the
// static servers (@fastify/static's preCompressed, nginx's gzip_static, a CDN) send them as they
// are instead of compressing on every request. compression-webpack-plugin does this for webpack,
// but it wants webpack itself as a peer: these few lines over node:zlib do it for Rspack.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = compilation.getAssets().map((a) => a.name).filter((name) => COMPRESSIBLE.test(name));
      // Files other plugins write themselves (Module Federation's manifest) are in the folder too.
      for (const name of fs.readdirSync(out)) if (COMPRESSIBLE.test(name) && !files.includes(name)) files.push(name);
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(out, name);
          if (!fs.existsSync(file)) return;
          const raw = await fs.promises.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            new Promise((resolve, reject) =>
              zlib.brotliCompress(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }, (e, b) => (e ? reject(e) : resolve(b))),
            ),
            new Promise((resolve, reject) => zlib.gzip(raw, { level: 9 }, (e, b) => (e ? reject(e) : resolve(b)))),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
