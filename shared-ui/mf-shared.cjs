// The one definition of the Module Federation shared singletons, used by the shell and every
// remote. The shell imports each of these itself, so it is the one that provides them.
const path = require('node:path');

function versionOf(name) {
  // Resolve from the app being built, so each app declares what it was built against.
  return require(require.resolve(`${name}/package.json`, { paths: [process.cwd()] })).version;
}

function singleton(name, versionFrom = name) {
  return { singleton: true, requiredVersion: `^${versionOf(versionFrom)}`, version: versionOf(versionFrom) };
}

module.exports = function sharedSingletons() {
  return {
    react: singleton('react'),
    'react/': singleton('react/', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/', 'react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@mui/material': singleton('@mui/material'),
    '@mui/material/': singleton('@mui/material/', '@mui/material'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    'shared-ui': { ...singleton('shared-ui'), import: path.join(__dirname, 'src', 'index.ts') },
  };
};
