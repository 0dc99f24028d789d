module.exports = require('../../tools/jest/dom-project.js')('examiner', __dirname);
