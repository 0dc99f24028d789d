module.exports = require('../../tools/jest/dom-project.js')('shell', __dirname);
