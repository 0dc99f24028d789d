// The shell (Module Federation host). Remotes are not listed here (`remotes: {}`): the shell registers them at
// run time from GET /api/families.
const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../../tools/webpack/create-app-config');

/**
 * The login card's heading and intro per language, read from the shell's i18n files (the one source of these
 * strings): index.html paints them before any JavaScript has loaded (the page's largest contentful paint), and
 * React later renders the same text in the same place.
 */
function loginTexts() {
  const texts = {};
  for (const language of ['lt', 'ru', 'en']) {
    const file = path.join(__dirname, 'src', 'app', 'i18n', `${language}.json`);
    const { login } = JSON.parse(fs.readFileSync(file, 'utf8'));
    texts[language] = [login.heading, login.intro];
  }
  return texts;
}

module.exports = createAppConfig({
  app: 'shell',
  kind: 'host',
  port: 4200,
  title: 'Vairavimo teorijos testai',
  templateParameters: { loginTexts: loginTexts() },
});
