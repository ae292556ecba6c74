import { type Config } from '../config';

/** GET /auth/v1/settings, shaped like GoTrue's (only the e-mail provider is enabled). */
export function settingsJson(config: Config): Record<string, unknown> {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'x',
    'zoom',
    'phone',
  ];
  return {
    external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true },
    disable_signup: config.disableSignup,
    mailer_autoconfirm: !config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    password_min_length: config.passwordMinLength,
  };
}
