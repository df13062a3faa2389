/**
 * `npm run oidc:dev -w apps/server`: a local OpenID provider for trying social sign-in (README,
 * "Social sign-in"). Every sign-in through it is the demo account below (or OIDC_DEV_EMAIL).
 */
import { startDevProvider } from './oidc-provider.ts';

const port = Number(process.env.OIDC_DEV_PORT || 9400);
const shop = (process.env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');
const email = process.env.OIDC_DEV_EMAIL || 'social.demo@example.com';

const provider = await startDevProvider({
  port,
  clientId: 'vitryna-dev',
  clientSecret: 'vitryna-dev-secret',
  redirectUris: [`${shop}/amsociallogin/social/callback`],
  account: {
    sub: `dev-${email}`,
    email,
    email_verified: true,
    name: 'Олена Демо',
    given_name: 'Олена',
    family_name: 'Демо',
  },
});

console.log(`OpenID provider: ${provider.issuer} (signs in ${email}, e-mail verified)
Start the shop with:
  SOCIAL_LOGIN_GOOGLE_ISSUER=${provider.issuer} SOCIAL_LOGIN_GOOGLE_CLIENT_ID=vitryna-dev \\
  SOCIAL_LOGIN_GOOGLE_CLIENT_SECRET=vitryna-dev-secret PUBLIC_URL=${shop} npm start`);
