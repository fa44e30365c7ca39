module.exports = require('shared-ui/jest.preset.cjs')(__dirname);
