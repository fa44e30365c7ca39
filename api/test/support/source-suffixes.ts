// Jest compiles its global set-up, and what that imports, to CommonJS outside its ESM pipeline,
// where Node takes "./name.js" literally. The API's sources name each other that way (NodeNext
// ESM: "./name.js" for the file name.ts), so there a relative ".js" that is not found is looked up
// as the ".ts" beside it. Imported first by the global set-up, before the sources it loads.
import Module from 'node:module';

type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;

loader._resolveFilename = function resolveSource(this: unknown, request, parent, ...rest) {
  try {
    return resolve.call(this, request, parent, ...rest);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' || !/^\.{1,2}\/.*\.js$/.test(request)) throw error;
    try {
      return resolve.call(this, request.replace(/\.js$/, '.ts'), parent, ...rest);
    } catch {
      throw error; // neither is there: the error names what was asked for
    }
  }
};
