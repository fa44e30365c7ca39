/** @jest-environment node */
// The build settings every front-end app shares (rspack-base.cjs): where source maps go.
import path from 'node:path';

interface BaseConfig {
  devtool: string | false;
  output: { path: string; sourceMapFilename?: string };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const baseRspackConfig = require('../../rspack-base.cjs') as ((options: { here: string; uniqueName: string; publicPath: string; production: boolean }) => BaseConfig) & {
  SOURCE_MAPS_FOLDER: string;
};

const here = path.join(path.sep, 'repo', 'consumer-app');

describe('source maps', () => {
  it('a production build writes them beside dist/, never into it, and its code names none', () => {
    const config = baseRspackConfig({ here, uniqueName: 'consumer_app', publicPath: 'auto', production: true });
    // "hidden": no sourceMappingURL comment in the code, so no browser asks the server for one.
    expect(config.devtool).toBe('hidden-source-map');
    const written = path.resolve(config.output.path, config.output.sourceMapFilename!.replace('[file]', 'main.1a2b3c4d.js'));
    expect(written).toBe(path.join(here, baseRspackConfig.SOURCE_MAPS_FOLDER, 'main.1a2b3c4d.js.map'));
    expect(path.relative(config.output.path, written).startsWith('..')).toBe(true);
  });

  it('a development build keeps them with its code, for the development server and the browser', () => {
    const config = baseRspackConfig({ here, uniqueName: 'consumer_app', publicPath: 'auto', production: false });
    expect(config.devtool).toBe('cheap-module-source-map');
    expect(config.output.sourceMapFilename).toBeUndefined();
  });
});
