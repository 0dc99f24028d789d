module.exports = require('../../tools/jest/dom-project.js')('staff', __dirname);
