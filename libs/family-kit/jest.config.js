module.exports = require('../../tools/jest/dom-project.js')('family-kit', __dirname);
