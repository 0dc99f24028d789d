module.exports = require('../../tools/jest/dom-project.js')('competition', __dirname);
