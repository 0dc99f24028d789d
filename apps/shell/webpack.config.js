// The shell (Module Federation host). Remotes are not listed here (`remotes: {}`): the shell registers them at
// run time from GET /api/families.
const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../../tools/webpack/create-app-config');

/**
 * The login card's heading and intro per language, read from the shell's i18n files (the one source of these
 * strings): index.html paints them before any JavaScript has loaded (the page's largest contentful paint), and
 * React later renders the same text in the same place. Every language with a strings file is included (the files
 * follow the contracts' LANGUAGES; the completeness test keeps them in step), so a Ukrainian reader's first paint is
 * Ukrainian.
 */
function loginTexts() {
  const dir = path.join(__dirname, 'src', 'app', 'i18n');
  const texts = {};
  for (const file of fs.readdirSync(dir).filter((name) => /^[a-z]{2}\.json$/.test(name))) {
    const { login } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    texts[file.slice(0, 2)] = [login.heading, login.intro];
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
