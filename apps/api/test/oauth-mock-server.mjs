// Two local OAuth 2.0 providers (oauth2-mock-server, an ES module) standing in for Google and Facebook.
// Run as a child process by the social sign-in test (jest runs CommonJS); prints their base URLs as JSON.
import { OAuth2Server } from 'oauth2-mock-server';

const profiles = {
  google: {
    sub: 'google-uid-1001',
    name: 'Gintarė Google',
    email: 'gintare@example.com',
    email_verified: true,
    picture: 'http://img.test/g.png',
  },
  facebook: {
    id: 'fb-uid-2002',
    name: 'Feliksas Facebook',
    email: 'feliksas@example.com',
    picture: { data: { url: 'http://img.test/f.png' } },
  },
};

const urls = {};
const servers = [];
for (const provider of Object.keys(profiles)) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeUserinfo', (response) => {
    response.body = profiles[provider];
  });
  await server.start(0, '127.0.0.1');
  urls[provider] = server.issuer.url;
  servers.push(server);
}
process.stdout.write(`${JSON.stringify(urls)}\n`);
const stop = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
