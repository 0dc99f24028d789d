module.exports = require('../../tools/jest/dom-project.js')('runner', __dirname);
